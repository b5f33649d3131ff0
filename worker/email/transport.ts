import type { EmailMessage } from "./mailer";

/** What actually hands a message to a mail server; only the outbox consumer uses one. */
export interface MailTransport {
  send(message: EmailMessage): Promise<void>;
}

/** Production: Cloudflare Email Service through the `send_email` binding. */
export function cloudflareTransport(binding: SendEmail, from: string): MailTransport {
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
