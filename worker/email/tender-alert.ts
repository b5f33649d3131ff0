import type { Language } from "../contract/enums";
import type { TenderCategory } from "../contract/tenders";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type AlertTender = {
  slug: string;
  title: string;
  organization: string;
  value: string;
  deadline: string;
  category: TenderCategory;
  description: string;
};

const categoryNames: Record<Language, Record<TenderCategory, string>> = {
  en: {
    Construction: "Construction",
    Technology: "Technology",
    Energy: "Energy",
    Healthcare: "Healthcare",
    Transportation: "Transportation",
  },
  ar: {
    Construction: "البناء",
    Technology: "التقنية",
    Energy: "الطاقة",
    Healthcare: "الرعاية الصحية",
    Transportation: "النقل",
  },
  ur: {
    Construction: "تعمیرات",
    Technology: "ٹیکنالوجی",
    Energy: "توانائی",
    Healthcare: "صحت کی دیکھ بھال",
    Transportation: "نقل و حمل",
  },
};

type Copy = {
  subject: (title: string) => string;
  intro: (category: string) => string;
  organization: string;
  value: string;
  deadline: string;
  upgrade: (url: string) => string;
  why: (category: string) => string;
  button: string;
};

const copy: Record<Language, Copy> = {
  en: {
    subject: (title) => `New tender: ${title}`,
    intro: (category) => `A new ${category} tender has been published on SPPC.`,
    organization: "Organization",
    value: "Value",
    deadline: "Deadline",
    upgrade: (url) =>
      `Tender details and documents are for Premium and Executive members. Upgrade to Premium to read them: ${url}`,
    why: (category) =>
      `You receive this email because you subscribed to ${category} tender alerts. You can change your alerts on the tenders page.`,
    button: "View tender",
  },
  ar: {
    subject: (title) => `مناقصة جديدة: ${title}`,
    intro: (category) => `نُشرت مناقصة جديدة في فئة ${category} على منصة SPPC.`,
    organization: "الجهة",
    value: "القيمة",
    deadline: "الموعد النهائي",
    upgrade: (url) =>
      `تفاصيل المناقصات ووثائقها متاحة لأعضاء العضوية المميزة والتنفيذية. رقِّ عضويتك إلى المميزة لقراءتها: ${url}`,
    why: (category) =>
      `تصلك هذه الرسالة لأنك اشتركت في تنبيهات مناقصات ${category}. يمكنك تغيير تنبيهاتك من صفحة المناقصات.`,
    button: "عرض المناقصة",
  },
  ur: {
    subject: (title) => `نیا ٹینڈر: ${title}`,
    intro: (category) => `SPPC پر ${category} کا ایک نیا ٹینڈر شائع ہوا ہے۔`,
    organization: "ادارہ",
    value: "مالیت",
    deadline: "آخری تاریخ",
    upgrade: (url) =>
      `ٹینڈر کی تفصیلات اور دستاویزات پریمیم اور ایگزیکٹو ممبرز کے لیے ہیں۔ انہیں پڑھنے کے لیے پریمیم میں اپ گریڈ کریں: ${url}`,
    why: (category) =>
      `آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے ${category} ٹینڈر الرٹس کو سبسکرائب کیا ہے۔ آپ ٹینڈرز کے صفحے پر اپنے الرٹس بدل سکتے ہیں۔`,
    button: "ٹینڈر دیکھیں",
  },
};

/**
 * The alert one subscriber receives when a tender of their category is published, in their
 * language. Premium and Executive members get the teaser and value; basic members get the title,
 * organization and deadline only, and are told that details need Premium.
 */
export function tenderAlertEmail(options: {
  to: string;
  language: Language;
  premium: boolean;
  tender: AlertTender;
  origin: string;
}): EmailMessage {
  const { tender, language, premium, origin } = options;
  const words = copy[language];
  const category = categoryNames[language][tender.category];
  const facts = [
    tender.title,
    `${words.organization}: ${tender.organization}`,
    ...(premium ? [`${words.value}: ${tender.value}`] : []),
    `${words.deadline}: ${mailDay(tender.deadline, language)}`,
  ].join("\n");
  return noticeEmail({
    to: options.to,
    kind: "tender-alert",
    language,
    subject: words.subject(tender.title),
    paragraphs: [
      words.intro(category),
      facts,
      premium ? tender.description : words.upgrade(`${origin}/subscription`),
      words.why(category),
    ],
    link: { label: words.button, url: `${origin}/tenders?tender=${encodeURIComponent(tender.slug)}` },
  });
}
