// /api/admin/outbox: the mail outbox as admins see it (worker/domain/mail-outbox.ts).
import { z } from "zod";

/** Where a row goes: "send" through Cloudflare Email Service; "local" stays in the outbox (localhost, tests). */
export const mailDeliveries = ["send", "local"] as const;
export type MailDelivery = (typeof mailDeliveries)[number];
/** pending: waiting for (another) attempt; sending: a consumer holds its lease; sent; failed: gave up. */
export const mailStatuses = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Every kind of mail the app writes: the outbox's kind filter and the mailer's EmailKind. */
export const emailKinds = [
  "verify-email",
  "reset-password",
  "password-changed",
  "account-deleted",
  "inactivity",
  "rsvp-confirmed",
  "rsvp-waitlisted",
  "rsvp-promoted",
  "rsvp-cancelled",
  "rsvp-reminder",
  "event-seat-cancelled",
  "event-changed",
  "event-cancelled",
  "event-message",
  "job-reviewed",
  "business-reviewed",
  "tender-alert",
  "mentorship-requested",
  "mentorship-updated",
  "contact-received",
  "contact-confirmation",
  "application-reviewed",
  "payment-receipt",
  "membership-renewal",
  "membership-expired",
  "welcome",
  "welcome-profile",
  "content-reviewed",
  "checkout-link",
  "account-exists",
  "sign-in-failures",
  "steward-added",
  "campaign",
] as const;
export type EmailKind = (typeof emailKinds)[number];

/** A day as the admin picks it (yyyy-mm-dd), read as that Riyadh calendar day. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a date")
  .refine((day) => !Number.isNaN(Date.parse(day)), "Pick a date");

/**
 * GET /api/admin/outbox. `q` finds recipients, case-insensitively: with an "@" (an address pasted
 * whole, or its start) the address must start with it, which the lower(to) index answers; without one
 * ("khan") it may be anywhere in the address, read row by row newest first until a page is full.
 * `since`/`until` are Riyadh days, both included. `status=failed`: only what gave up.
 */
export const outboxQuerySchema = z.object({
  q: z.string().trim().toLowerCase().max(200).optional(),
  kind: z.enum(emailKinds).optional(),
  since: daySchema.optional(),
  until: daySchema.optional(),
  status: z.string().optional(),
  cursor: z.string().max(200).optional(),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export const OUTBOX_PAGE_SIZE = 50;

/** An attachment as listed: never its content, which GET /api/admin/outbox/:id/attachments/:index sends. */
export type OutboxAttachment = { index: number; filename: string; type: string; size: number };

export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  delivery: MailDelivery;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  queuedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  /** The extra headers it was sent with (List-Unsubscribe, List-Unsubscribe-Post, Reply-To); {} for none. */
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
  /** Only for local mail: a production body may hold someone's sign-in or password link. */
  text?: string;
  html?: string;
};

/** One page, newest first; `failed` counts all failed mail; `nextCursor` is null after the last page. */
export type OutboxList = { messages: OutboxEntry[]; failed: number; nextCursor: string | null };
