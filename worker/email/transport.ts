import type { EmailMessage } from "./mailer";

/** What actually hands a message to a mail server; only the outbox consumer uses one. */
export interface MailTransport {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Where replies go: MAIL_REPLY_TO, else SUPPORT_EMAIL. Mail leaves from MAIL_FROM (no-reply@), which
 * nobody reads, while some mail asks the member to reply; without a Reply-To that reply is lost.
 */
export const replyToAddress = (env: Partial<Pick<Env, "MAIL_REPLY_TO" | "SUPPORT_EMAIL">>): string =>
  env.MAIL_REPLY_TO || env.SUPPORT_EMAIL || "";

/** The message's Reply-To header (any spelling) and its other headers apart. */
function splitReplyTo(headers: Record<string, string> = {}): {
  replyTo?: string;
  rest: Record<string, string>;
} {
  let replyTo: string | undefined;
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "reply-to") replyTo = value;
    else rest[name] = value;
  }
  return { replyTo, rest };
}

/**
 * Production: Cloudflare Email Service through the `send_email` binding's structured send(). Reply-To
 * goes in its own `replyTo` field (the service builds that header itself); every other header (a bulk
 * mail's List-Unsubscribe pair) in `headers`, which the service checks against its list of allowed ones.
 */
export function cloudflareTransport(binding: SendEmail, from: string, defaultReplyTo = ""): MailTransport {
  return {
    async send({ to, subject, text, html, attachments, headers }) {
      const { replyTo = defaultReplyTo, rest } = splitReplyTo(headers);
      await binding.send({
        from,
        to,
        subject,
        text,
        html,
        ...(replyTo ? { replyTo } : {}),
        ...(Object.keys(rest).length > 0 ? { headers: rest } : {}),
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
