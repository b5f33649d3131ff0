import { z } from "zod";
import type { NotificationKind } from "./enums";

/** POST /api/notifications/read: some notices by id, or all of them. */
export const markReadSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1, "Choose at least one notice").max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});

/** One line of the bell's list; the app writes its text in the reader's language from kind, actor and data. */
export type NotificationItem = {
  id: string;
  kind: NotificationKind;
  /** Who liked, commented or mentioned; null for system notices (RSVP, membership) or a deleted account. */
  actor: { id: string; name: string; imageUrl: string | null } | null;
  /** A same-site path to open. */
  link: string | null;
  /** comment/like/mention: {excerpt?}; rsvp: {event, status}; membership: {tier}; steward: {event}. */
  data: Record<string, string>;
  readAt: string | null;
  createdAt: string;
};

/** GET /api/notifications: newest first; pass nextCursor back as ?cursor= for the next page. */
export type NotificationsPage = { notifications: NotificationItem[]; nextCursor: string | null };

export type UnreadCount = { count: number };
