import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

export type PhotoDecision = "approved" | "rejected";

type Copy = { subject: string; body: string; reason: string; link: string };

// {event} is the event the photo was shared for; the admin's reason follows on its own line.
const copy: Record<PhotoDecision, Record<Language, Copy>> = {
  approved: {
    en: {
      subject: "Your photo from {event} is in the gallery",
      body: "Thank you for sharing your photo from {event}. It was approved and everyone can now see it in the SPPC event gallery.",
      reason: "Note from the team: {reason}",
      link: "Open the gallery",
    },
    ar: {
      subject: "صورتك من {event} أصبحت في المعرض",
      body: "شكرًا لمشاركتك صورتك من {event}. تمت الموافقة عليها ويمكن للجميع الآن رؤيتها في معرض فعاليات SPPC.",
      reason: "ملاحظة من الفريق: {reason}",
      link: "فتح المعرض",
    },
    ur: {
      subject: "{event} سے آپ کی تصویر گیلری میں شامل ہو گئی",
      body: "{event} سے اپنی تصویر شیئر کرنے کا شکریہ۔ یہ منظور ہو گئی ہے اور اب سب اسے SPPC ایونٹ گیلری میں دیکھ سکتے ہیں۔",
      reason: "ٹیم کی طرف سے نوٹ: {reason}",
      link: "گیلری کھولیں",
    },
  },
  rejected: {
    en: {
      subject: "Your photo from {event} was not approved",
      body: "Thank you for sharing your photo from {event}. Our team reviewed it and could not add it to the SPPC event gallery.",
      reason: "Reason: {reason}",
      link: "Open the gallery",
    },
    ar: {
      subject: "لم تتم الموافقة على صورتك من {event}",
      body: "شكرًا لمشاركتك صورتك من {event}. راجعها فريقنا ولم يتمكن من إضافتها إلى معرض فعاليات SPPC.",
      reason: "السبب: {reason}",
      link: "فتح المعرض",
    },
    ur: {
      subject: "{event} سے آپ کی تصویر منظور نہیں ہوئی",
      body: "{event} سے اپنی تصویر شیئر کرنے کا شکریہ۔ ہماری ٹیم نے اس کا جائزہ لیا مگر اسے SPPC ایونٹ گیلری میں شامل نہیں کر سکی۔",
      reason: "وجہ: {reason}",
      link: "گیلری کھولیں",
    },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The uploader hears whether their event photo went into the gallery, with the admin's reason. */
export function photoReviewedEmail(options: {
  to: string;
  language: Language;
  eventName: string;
  decision: PhotoDecision;
  reason: string | null;
  origin: string;
}): EmailMessage {
  const text = copy[options.decision][options.language];
  const values = { event: options.eventName, reason: options.reason ?? "" };
  return noticeEmail({
    to: options.to,
    kind: "content-reviewed",
    language: options.language,
    subject: fill(text.subject, values),
    paragraphs: [fill(text.body, values), ...(options.reason ? [fill(text.reason, values)] : [])],
    link: { label: text.link, url: `${options.origin}/events` },
  });
}
