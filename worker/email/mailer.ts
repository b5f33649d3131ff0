import type { Database } from "../db/client";
import { type EmailAttachment, emailOutbox } from "../db/schema";

export type EmailKind =
  | "verify-email"
  | "reset-password"
  | "password-changed"
  | "account-deleted"
  | "inactivity"
  | "rsvp-confirmed"
  | "rsvp-waitlisted"
  | "rsvp-promoted"
  | "rsvp-cancelled"
  | "job-reviewed"
  | "business-reviewed"
  | "tender-alert"
  | "mentorship-requested"
  | "mentorship-updated"
  | "contact-received"
  | "contact-confirmation"
  | "application-reviewed"
  | "payment-receipt"
  | "membership-renewal"
  | "membership-expired"
  | "welcome-profile"
  | "content-reviewed";
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  attachments?: EmailAttachment[];
};

/** Where mail goes. Handlers and auth hooks only see this interface. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** Production: Cloudflare Email Service through the `send_email` binding. */
export function cloudflareMailer(binding: SendEmail, from: string): Mailer {
  return {
    async send({ to, subject, text, html, attachments }) {
      await binding.send({
        from,
        to,
        subject,
        text,
        html,
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                type: file.type,
                content: file.content,
                disposition: "attachment" as const,
              })),
            }
          : {}),
      });
    },
  };
}

/** Local development and tests: every message lands in the email_outbox table instead of an inbox. */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.insert(emailOutbox).values(message);
    },
  };
}
