import type { ContactMessageData } from "../contract/contact";
import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
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

type Copy = { subject: string; greeting: string; thanks: string };

// {hours} is filled in below. Whoever fills the form types the address, so this copy may reach a
// stranger: only our own words, never the typed name, subject or message (issue 18).
const confirmationCopy: Record<Language, Copy> = {
  en: {
    subject: "We received your message",
    greeting: "Assalam-o-Alaikum,",
    thanks:
      "Thank you for contacting SPPC. We received your message and will reply within {hours} hours (Sunday to Thursday, 9:00-18:00 Arabia time).",
  },
  ar: {
    subject: "تلقينا رسالتك",
    greeting: "السلام عليكم،",
    thanks:
      "شكرًا لتواصلك مع SPPC. تلقينا رسالتك وسنرد عليك خلال {hours} ساعة (من الأحد إلى الخميس، 9:00-18:00 بتوقيت السعودية).",
  },
  ur: {
    subject: "ہمیں آپ کا پیغام موصول ہو گیا",
    greeting: "السلام علیکم،",
    thanks:
      "SPPC سے رابطہ کرنے کا شکریہ۔ ہمیں آپ کا پیغام موصول ہو گیا ہے اور ہم {hours} گھنٹوں میں جواب دیں گے (اتوار تا جمعرات، 9:00-18:00 سعودی وقت)۔",
  },
};

const SUPPORT_RESPONSE_HOURS = 24;

/** The copy the sender receives, in the page's language: a receipt, without anything they typed. */
export function contactConfirmationEmail(
  message: Pick<ContactMessageData, "email">,
  language: Language,
): EmailMessage {
  const copy = confirmationCopy[language];
  return noticeEmail({
    to: message.email,
    kind: "contact-confirmation",
    language,
    subject: copy.subject,
    paragraphs: [copy.greeting, copy.thanks.replace("{hours}", () => String(SUPPORT_RESPONSE_HOURS))],
  });
}
