import type { BatchItem } from "drizzle-orm/batch";
import type { EmailKind } from "../contract/outbox";
import type { EmailAttachment, MailDelivery } from "../db/schema";

// The list of kinds lives in the contract, so the outbox's kind filter offers exactly these.
export type { EmailKind };

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  attachments?: EmailAttachment[];
  /**
   * Extra mail headers, sent as they are: a bulk mail's List-Unsubscribe pair (unsubscribe.ts).
   * Reply-To is added by the transport for every mail (MAIL_REPLY_TO).
   */
  headers?: Record<string, string>;
};

/**
 * How domain code sends mail: it never talks to a mail server, it writes the message to the outbox
 * (worker/email/outbox/), and the sppc-mail queue consumer sends it once, after the request.
 */
export interface Mailer {
  /** Writes the message to the outbox now (its own statement). */
  send(message: EmailMessage): Promise<void>;
  /**
   * The outbox insert for the caller's own D1 batch, so the mail exists exactly when the change that
   * causes it does. A `key` makes the row unique (insert-or-ignore): a retried request writes it once.
   */
  row(message: EmailMessage, key?: string): BatchItem<"sqlite">;
  /** "local" on localhost (the row is the whole delivery), else "send": for rows the caller writes itself. */
  readonly delivery: MailDelivery;
  /**
   * Queues, after the request, a row the caller wrote with its own SQL (a templated row, rendered when
   * sent: see outbox/templates.ts) with queued_at already set, so queuing it costs no D1 write. An id
   * whose row was never written is skipped by the consumer.
   */
  expect(id: string): void;
  /**
   * Sends, after the request, the mail kick this request claimed in its batch (outbox/kick.ts): the
   * queue then queues every RSVP row written unqueued.
   */
  kick(): void;
}
