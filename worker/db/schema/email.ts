import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { mailDeliveries, mailStatuses } from "../../contract/outbox";
import { createdAt, id } from "./columns";

export type EmailAttachment = { filename: string; type: string; content: string };

export { type MailDelivery, type MailStatus, mailDeliveries, mailStatuses } from "../../contract/outbox";

/**
 * The mail outbox (worker/email/outbox.ts): every email is a row here, written with the change that
 * causes it, and sent once by the sppc-mail queue consumer. Locally ("local" delivery) the row is the
 * whole delivery: developers and tests read mail here instead of an inbox.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    /** Attachments as sent ({ filename, type, content (base64) }[]), e.g. an event's .ics file. */
    attachments: text("attachments", { mode: "json" }).$type<EmailAttachment[]>(),
    /** Extra headers as sent (a bulk mail's List-Unsubscribe pair; the transport adds Reply-To). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    /**
     * A row written without its text (the RSVP hot path cannot afford rendering it): the consumer
     * renders `template` with `params` from the database when it sends, and stores the result here.
     */
    template: text("template"),
    params: text("params", { mode: "json" }).$type<Record<string, unknown>>(),
    delivery: text("delivery", { enum: mailDeliveries }).notNull().default("send"),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    /** Send attempts so far (each claim counts one). */
    attempts: integer("attempts").notNull().default(0),
    /** Why the last attempt failed, for admins (/admin/outbox). */
    lastError: text("last_error"),
    /** While status is "sending": until when the claiming consumer holds it. */
    leaseUntil: text("lease_until"),
    /** When the row's id was handed to the queue; null = never queued (the sweep repairs those). */
    queuedAt: text("queued_at"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to, t.createdAt),
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    // /admin/outbox pages through all mail newest first by (created_at, id), and finds an address
    // case-insensitively by its start (worker/domain/mail-outbox.ts); to_idx compares case-sensitively.
    index("email_outbox_created_idx").on(t.createdAt, t.id),
    index("email_outbox_to_lower_idx").on(sql`lower(${t.to})`, t.createdAt),
  ],
);
