import { z } from "zod";

/** What the one moderation queue (/admin/moderation) holds, in the order its tabs show them. */
export const moderationKinds = ["photo", "job", "business", "application", "report"] as const;
export type ModerationKind = (typeof moderationKinds)[number];

export const moderationDecisions = ["approve", "reject"] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/** GET /api/admin/moderation?kind=&cursor= (no kind: every kind). */
export const moderationQueueQuerySchema = z.object({
  kind: z.enum(moderationKinds).optional(),
  cursor: z.string().max(300).optional(),
});

/** POST /api/admin/moderation/:kind/:id/reject: the reason is emailed to the member concerned. */
export const moderationReasonSchema = z.object({
  reason: z
    .string({ error: "Give a reason: it is emailed to the member" })
    .trim()
    .min(3, "The reason must be at least 3 characters")
    .max(500, "The reason must be at most 500 characters"),
});

/** What each kind shows on its card, besides the title. */
export type ModerationPreview =
  | { kind: "photo"; imageUrl: string; eventName: string; caption: string | null }
  | { kind: "job"; company: string; city: string }
  | { kind: "business"; category: string; city: string }
  | { kind: "application"; tier: string; city: string; profession: string }
  | { kind: "report"; excerpt: string; reason: string; reportCount: number };

/** One thing waiting for a decision. `id` is the post's id for reports (all its open reports together). */
export type ModerationItem = {
  kind: ModerationKind;
  id: string;
  title: string;
  submittedBy: string | null;
  submittedAt: string;
  preview: ModerationPreview;
};

export type ModerationQueue = {
  items: ModerationItem[];
  /** Pending per kind (reports: posts with open reports), whatever the filter. */
  counts: Record<ModerationKind, number>;
  /** Pass back as ?cursor= for the next, later page; null on the last page. */
  nextCursor: string | null;
};
