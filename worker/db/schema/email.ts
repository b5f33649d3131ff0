import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

export type EmailAttachment = { filename: string; type: string; content: string };

/** Messages the local mail adapter "sends": developers and tests read them here instead of an inbox. */
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
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);
