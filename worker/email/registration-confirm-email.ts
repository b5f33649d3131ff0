import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type Copy = { subject: string; greeting: string; body: string; ignore: string; button: string };

/**
 * Whoever fills /membership types the address, so this mail may reach a stranger: only our own words
 * and the link, never the typed name or any other field (issue 18). The same mail goes to an address
 * with an account (the link's page then says so), so the form never tells who has one.
 */
const copy: Record<Language, Copy> = {
  en: {
    subject: "Confirm your email to finish your SPPC registration",
    greeting: "Assalam-o-Alaikum,",
    body: "Someone asked to register an SPPC membership with this email address. Confirm it with the button below to get your membership number and set your password; the link works once, for 24 hours.",
    ignore: "If this was not you, ignore this email: no account is created without this confirmation.",
    button: "Confirm my email",
  },
  ar: {
    subject: "أكّد بريدك الإلكتروني لإكمال تسجيلك في SPPC",
    greeting: "السلام عليكم،",
    body: "طلب أحدهم تسجيل عضوية في SPPC بهذا البريد الإلكتروني. أكّده بالزر أدناه لتحصل على رقم عضويتك وتعيّن كلمة المرور؛ يعمل الرابط مرة واحدة خلال 24 ساعة.",
    ignore: "إن لم تكن أنت، فتجاهل هذه الرسالة: لا يُنشأ أي حساب دون هذا التأكيد.",
    button: "تأكيد بريدي الإلكتروني",
  },
  ur: {
    subject: "SPPC رجسٹریشن مکمل کرنے کے لیے اپنے ای میل کی تصدیق کریں",
    greeting: "السلام علیکم،",
    body: "کسی نے اس ای میل ایڈریس سے SPPC رکنیت رجسٹر کرنے کی درخواست کی۔ اپنا رکنیت نمبر لینے اور پاس ورڈ بنانے کے لیے نیچے دیے گئے بٹن سے اس کی تصدیق کریں؛ یہ لنک 24 گھنٹوں میں ایک بار کام کرتا ہے۔",
    ignore: "اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں: اس تصدیق کے بغیر کوئی اکاؤنٹ نہیں بنتا۔",
    button: "میرے ای میل کی تصدیق کریں",
  },
};

/** The registration's only mail before the address is confirmed: the signed confirmation link. */
export function registrationConfirmEmail(options: {
  to: string;
  language: Language;
  url: string;
}): EmailMessage {
  const text = copy[options.language];
  return noticeEmail({
    to: options.to,
    kind: "verify-email",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.greeting, text.body, text.ignore],
    link: { label: text.button, url: options.url },
  });
}
