// /api/admin/outbox: the mail outbox as admins see it (worker/domain/mail-outbox.ts).

/** Where a row goes: "send" through Cloudflare Email Service; "local" stays in the outbox (localhost, tests). */
export const mailDeliveries = ["send", "local"] as const;
export type MailDelivery = (typeof mailDeliveries)[number];
/** pending: waiting for (another) attempt; sending: a consumer holds its lease; sent; failed: gave up. */
export const mailStatuses = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

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
  /** Only for local mail: a production body may hold someone's sign-in or password link. */
  text?: string;
  html?: string;
};

export type OutboxList = { messages: OutboxEntry[]; failed: number };
