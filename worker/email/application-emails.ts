import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type Copy = { subject: string; greeting: string; body: string; next: string; card: string };

// {name} and {type} are filled in below.
const copy: Record<Language, Copy> = {
  en: {
    subject: "Membership Application Submitted!",
    greeting: "Assalam-o-Alaikum {name},",
    body: "Thank you for applying for {type} membership of SPPC. Our team reviews every application and will write to you with the outcome.",
    next: "Meanwhile you can see what your digital membership card offers at partner locations.",
    card: "Membership card",
  },
  ar: {
    subject: "تم إرسال طلب العضوية!",
    greeting: "السلام عليكم {name}،",
    body: "شكرًا لتقديمك طلب عضوية {type} في SPPC. يراجع فريقنا كل طلب وسيراسلك بالنتيجة.",
    next: "في الأثناء يمكنك الاطلاع على ما تقدمه بطاقة العضوية الرقمية لدى الشركاء.",
    card: "بطاقة العضوية",
  },
  ur: {
    subject: "رکنیت کی درخواست جمع ہو گئی!",
    greeting: "السلام علیکم {name}،",
    body: "SPPC کی {type} رکنیت کے لیے درخواست دینے کا شکریہ۔ ہماری ٹیم ہر درخواست کا جائزہ لیتی ہے اور آپ کو نتیجے سے آگاہ کرے گی۔",
    next: "اس دوران آپ دیکھ سکتے ہیں کہ ڈیجیٹل رکنیت کارڈ شراکت داروں کے ہاں کیا پیش کرتا ہے۔",
    card: "رکنیت کارڈ",
  },
};

/** The applicant's confirmation (kind contact-confirmation: a confirmation of something they sent). */
export function applicationConfirmationEmail(options: {
  to: string;
  firstName: string;
  membershipType: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = copy[options.language];
  const fill = (value: string) =>
    // Functions as replacements: a "$&" typed by the applicant stays as typed.
    value.replace("{name}", () => options.firstName).replace("{type}", () => options.membershipType);
  return noticeEmail({
    to: options.to,
    kind: "contact-confirmation",
    language: options.language,
    subject: text.subject,
    paragraphs: [fill(text.greeting), fill(text.body), text.next],
    link: { label: text.card, url: `${options.origin}/membership-card` },
  });
}
