/** The moderation outcomes the owner of a listing hears about. */
import type { BusinessDecision, Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

export type { BusinessDecision };

type Copy = { subject: string; body: string; reason: string; link: string };

// {name} is the owner's name, {business} the listing's name; the admin's reason follows on its own line.
const copy: Record<BusinessDecision, Record<Language, Copy>> = {
  approved: {
    en: {
      subject: "Your business is listed: {business}",
      body: "Assalam-o-Alaikum {name}, {business} has been approved and is now listed in the SPPC business directory.",
      reason: "Note from the team: {reason}",
      link: "View your listing",
    },
    ar: {
      subject: "تم إدراج نشاطك التجاري: {business}",
      body: "السلام عليكم {name}، تمت الموافقة على {business} وأصبح مدرجًا الآن في دليل أعمال SPPC.",
      reason: "ملاحظة من الفريق: {reason}",
      link: "عرض إدراجك",
    },
    ur: {
      subject: "آپ کا کاروبار شامل ہو گیا: {business}",
      body: "السلام علیکم {name}، {business} منظور ہو گیا ہے اور اب SPPC بزنس ڈائریکٹری میں شامل ہے۔",
      reason: "ٹیم کی طرف سے نوٹ: {reason}",
      link: "اپنی لسٹنگ دیکھیں",
    },
  },
  rejected: {
    en: {
      subject: "Your business listing was not approved: {business}",
      body: "Assalam-o-Alaikum {name}, we could not approve {business} for the SPPC business directory.",
      reason: "Reason: {reason}",
      link: "Open the business directory",
    },
    ar: {
      subject: "لم تتم الموافقة على إدراج نشاطك التجاري: {business}",
      body: "السلام عليكم {name}، لم نتمكن من الموافقة على إدراج {business} في دليل أعمال SPPC.",
      reason: "السبب: {reason}",
      link: "فتح دليل الأعمال",
    },
    ur: {
      subject: "آپ کے کاروبار کی لسٹنگ منظور نہیں ہوئی: {business}",
      body: "السلام علیکم {name}، ہم {business} کو SPPC بزنس ڈائریکٹری کے لیے منظور نہیں کر سکے۔",
      reason: "وجہ: {reason}",
      link: "بزنس ڈائریکٹری کھولیں",
    },
  },
  hidden: {
    en: {
      subject: "Your business listing is hidden: {business}",
      body: "Assalam-o-Alaikum {name}, {business} has been hidden from the SPPC business directory.",
      reason: "Reason: {reason}",
      link: "Open the business directory",
    },
    ar: {
      subject: "تم إخفاء إدراج نشاطك التجاري: {business}",
      body: "السلام عليكم {name}، تم إخفاء {business} من دليل أعمال SPPC.",
      reason: "السبب: {reason}",
      link: "فتح دليل الأعمال",
    },
    ur: {
      subject: "آپ کے کاروبار کی لسٹنگ چھپا دی گئی: {business}",
      body: "السلام علیکم {name}، {business} کو SPPC بزنس ڈائریکٹری سے چھپا دیا گیا ہے۔",
      reason: "وجہ: {reason}",
      link: "بزنس ڈائریکٹری کھولیں",
    },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The "business-reviewed" email: the decision, the admin's reason when given, and a link. */
export function businessReviewedEmail(options: {
  to: string;
  language: Language;
  ownerName: string;
  businessName: string;
  decision: BusinessDecision;
  reason: string | null;
  /** The listing for approvals, the directory otherwise. */
  url: string;
}): EmailMessage {
  const text = copy[options.decision][options.language];
  const values = { name: options.ownerName, business: options.businessName, reason: options.reason ?? "" };
  return noticeEmail({
    to: options.to,
    kind: "business-reviewed",
    language: options.language,
    subject: fill(text.subject, values),
    paragraphs: [fill(text.body, values), ...(options.reason ? [fill(text.reason, values)] : [])],
    link: { label: text.link, url: options.url },
  });
}
