import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type Copy = { subject: string; greeting: string; body: string; next: string; card: string };

// {type} is filled in below (a tier id from the contract's closed list, never typed text).
const copy: Record<Language, Copy> = {
  en: {
    subject: "Membership Application Submitted!",
    greeting: "Assalam-o-Alaikum,",
    body: "Thank you for applying for {type} membership of SPPC. Our team reviews every application and will write to you with the outcome.",
    next: "Meanwhile you can see what your digital membership card offers at partner locations.",
    card: "Membership card",
  },
  ar: {
    subject: "تم إرسال طلب العضوية!",
    greeting: "السلام عليكم،",
    body: "شكرًا لتقديمك طلب عضوية {type} في SPPC. يراجع فريقنا كل طلب وسيراسلك بالنتيجة.",
    next: "في الأثناء يمكنك الاطلاع على ما تقدمه بطاقة العضوية الرقمية لدى الشركاء.",
    card: "بطاقة العضوية",
  },
  ur: {
    subject: "رکنیت کی درخواست جمع ہو گئی!",
    greeting: "السلام علیکم،",
    body: "SPPC کی {type} رکنیت کے لیے درخواست دینے کا شکریہ۔ ہماری ٹیم ہر درخواست کا جائزہ لیتی ہے اور آپ کو نتیجے سے آگاہ کرے گی۔",
    next: "اس دوران آپ دیکھ سکتے ہیں کہ ڈیجیٹل رکنیت کارڈ شراکت داروں کے ہاں کیا پیش کرتا ہے۔",
    card: "رکنیت کارڈ",
  },
};

/**
 * The applicant's confirmation (kind contact-confirmation: a confirmation of something they sent).
 * Whoever submits the form types the address, so this mail may reach a stranger: it carries only our
 * own words and the tier from the closed list, never the typed name or any other field (issue 18).
 */
export function applicationConfirmationEmail(options: {
  to: string;
  membershipType: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = copy[options.language];
  const fill = (value: string) => value.replace("{type}", () => options.membershipType);
  return noticeEmail({
    to: options.to,
    kind: "contact-confirmation",
    language: options.language,
    subject: text.subject,
    paragraphs: [fill(text.greeting), fill(text.body), text.next],
    link: { label: text.card, url: `${options.origin}/membership-card` },
  });
}

type ReviewCopy = { subject: string; approved: string; rejected: string; reason: string; register: string };

const reviewCopy: Record<Language, ReviewCopy> = {
  en: {
    subject: "Your SPPC membership application",
    approved:
      "Assalam-o-Alaikum {name}, your application has been approved. Welcome to SPPC! Your membership number and card are ready; your welcome email tells your number and, if your account has no password yet, how to set one.",
    rejected:
      "Assalam-o-Alaikum {name}, thank you for applying. We cannot approve your application at this time.",
    reason: "The reason our team gave:",
    register: "Open your membership card",
  },
  ar: {
    subject: "طلب عضويتك في SPPC",
    approved:
      "السلام عليكم {name}، تمت الموافقة على طلبك. مرحبًا بك في SPPC! رقم عضويتك وبطاقتك جاهزان؛ رسالة الترحيب تذكر رقمك، وكيف تعيّن كلمة المرور إن لم يكن لحسابك كلمة مرور بعد.",
    rejected: "السلام عليكم {name}، شكرًا لتقديمك الطلب. لا يمكننا الموافقة على طلبك في الوقت الحالي.",
    reason: "السبب الذي ذكره فريقنا:",
    register: "افتح بطاقة عضويتك",
  },
  ur: {
    subject: "SPPC رکنیت کی آپ کی درخواست",
    approved:
      "السلام علیکم {name}، آپ کی درخواست منظور ہو گئی ہے۔ SPPC میں خوش آمدید! آپ کا رکنیت نمبر اور کارڈ تیار ہیں؛ خوش آمدیدی ای میل میں آپ کا نمبر ہے، اور اگر آپ کے اکاؤنٹ کا ابھی پاس ورڈ نہیں تو اسے بنانے کا طریقہ بھی۔",
    rejected: "السلام علیکم {name}، درخواست دینے کا شکریہ۔ ہم اس وقت آپ کی درخواست منظور نہیں کر سکتے۔",
    reason: "ہماری ٹیم کی بتائی ہوئی وجہ:",
    register: "اپنا رکنیت کارڈ کھولیں",
  },
};

/** The outcome of an admin's review, with the reason when it was rejected. */
export function applicationReviewedEmail(options: {
  to: string;
  firstName: string;
  language: Language;
  origin: string;
  review: { status: "approved" } | { status: "rejected"; reason: string };
}): EmailMessage {
  const text = reviewCopy[options.language];
  const greet = (value: string) => value.replace("{name}", () => options.firstName);
  const { review } = options;
  return noticeEmail({
    to: options.to,
    kind: "application-reviewed",
    language: options.language,
    subject: text.subject,
    paragraphs:
      review.status === "approved"
        ? [greet(text.approved)]
        : [greet(text.rejected), text.reason, review.reason],
    link:
      review.status === "approved"
        ? { label: text.register, url: `${options.origin}/membership-card` }
        : undefined,
  });
}
