import type { ContactMessageData } from "../contract/contact";
import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

/** The message as support reads it, in English; the sender's address is the one to reply to. */
export function contactReceivedEmail(to: string, message: ContactMessageData): EmailMessage {
  const name = `${message.firstName} ${message.lastName}`;
  return noticeEmail({
    to,
    kind: "contact-received",
    language: "en",
    subject: `Contact form: ${message.subject}`,
    paragraphs: [
      `${name} sent a message through the contact form.`,
      [
        `From: ${name}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone ?? "not given"}`,
        `Subject: ${message.subject}`,
      ].join("\n"),
      message.message,
      `Reply to: ${message.email} (write to this address to answer, then mark the message answered in the admin area).`,
    ],
  });
}

export type Copy = { subject: string; greeting: string; thanks: string };

const SUPPORT_RESPONSE_HOURS = 24;

/** The copy the sender receives, in the page's language: a receipt, without anything they typed. */
export function contactConfirmationEmail(
  message: Pick<ContactMessageData, "email">,
  language: Language,
): EmailMessage {
  const copy = mailMessages[language].contactConfirmation;
  return noticeEmail({
    to: message.email,
    kind: "contact-confirmation",
    language,
    subject: copy.subject,
    paragraphs: [copy.greeting, copy.thanks.replace("{hours}", () => String(SUPPORT_RESPONSE_HOURS))],
  });
}
