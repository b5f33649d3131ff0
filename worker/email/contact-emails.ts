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

type Copy = { subject: string; greeting: string; thanks: string; quote: string };

// {name}, {subject} and {hours} are filled in below.
const confirmationCopy: Record<Language, Copy> = {
  en: {
    subject: "We received your message",
    greeting: "Assalam-o-Alaikum {name},",
    thanks:
      'Thank you for contacting SPPC. We received your message "{subject}" and will reply within {hours} hours (Sunday to Thursday, 9:00-18:00 Arabia time).',
    quote: "Your message:",
  },
  ar: {
    subject: "تلقينا رسالتك",
    greeting: "السلام عليكم {name}،",
    thanks:
      "شكرًا لتواصلك مع SPPC. تلقينا رسالتك «{subject}» وسنرد عليك خلال {hours} ساعة (من الأحد إلى الخميس، 9:00-18:00 بتوقيت السعودية).",
    quote: "رسالتك:",
  },
  ur: {
    subject: "ہمیں آپ کا پیغام موصول ہو گیا",
    greeting: "السلام علیکم {name}،",
    thanks:
      "SPPC سے رابطہ کرنے کا شکریہ۔ ہمیں آپ کا پیغام «{subject}» موصول ہو گیا ہے اور ہم {hours} گھنٹوں میں جواب دیں گے (اتوار تا جمعرات، 9:00-18:00 سعودی وقت)۔",
    quote: "آپ کا پیغام:",
  },
};

const SUPPORT_RESPONSE_HOURS = 24;

/** The copy the sender receives, in the page's language. */
export function contactConfirmationEmail(message: ContactMessageData, language: Language): EmailMessage {
  const copy = confirmationCopy[language];
  const fill = (text: string) =>
    text
      // Functions, not strings, as replacements: a "$&" typed by the sender stays as typed.
      .replace("{name}", () => message.firstName)
      .replace("{subject}", () => message.subject)
      .replace("{hours}", () => String(SUPPORT_RESPONSE_HOURS));
  return noticeEmail({
    to: message.email,
    kind: "contact-confirmation",
    language,
    subject: copy.subject,
    paragraphs: [fill(copy.greeting), fill(copy.thanks), copy.quote, message.message],
  });
}
