import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type CheckoutCopy = { subject: string; body: string; ignore: string; button: string };

// {tier} is filled in below.
const checkoutCopy: Record<Language, CheckoutCopy> = {
  en: {
    subject: "Your SPPC membership payment link",
    body: "Someone asked to pay for the {tier} membership on your SPPC membership number. Use the button below to continue to the payment; the link works for 24 hours.",
    ignore: "If this was not you, ignore this email: nothing is charged without you.",
    button: "Continue to payment",
  },
  ar: {
    subject: "رابط دفع عضويتك في SPPC",
    body: "طلب أحدهم دفع عضوية {tier} برقم عضويتك في SPPC. استخدم الزر أدناه لمتابعة الدفع؛ يعمل الرابط لمدة 24 ساعة.",
    ignore: "إن لم تكن أنت، فتجاهل هذه الرسالة: لا يُخصم شيء دون موافقتك.",
    button: "متابعة الدفع",
  },
  ur: {
    subject: "آپ کی SPPC رکنیت کی ادائیگی کا لنک",
    body: "کسی نے آپ کے SPPC رکنیت نمبر پر {tier} رکنیت کی ادائیگی کی درخواست کی۔ ادائیگی جاری رکھنے کے لیے نیچے دیا گیا بٹن استعمال کریں؛ لنک 24 گھنٹے کام کرتا ہے۔",
    ignore: "اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں: آپ کے بغیر کچھ وصول نہیں کیا جاتا۔",
    button: "ادائیگی جاری رکھیں",
  },
};

/** The signed link that opens the real checkout for a membership number (only its owner gets it). */
export function checkoutLinkEmail(options: {
  to: string;
  tierName: string;
  language: Language;
  url: string;
}): EmailMessage {
  const text = checkoutCopy[options.language];
  return noticeEmail({
    to: options.to,
    kind: "checkout-link",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.body.replace("{tier}", () => options.tierName), text.ignore],
    link: { label: text.button, url: options.url },
  });
}

type ExistsCopy = { subject: string; body: string; signIn: string; reset: string; ignore: string };

const existsCopy: Record<Language, ExistsCopy> = {
  en: {
    subject: "Someone tried to register with your email",
    body: "Someone tried to register an SPPC membership with this email address, which already has an account. If it was you, sign in to upgrade your membership, or reset your password if you forgot it.",
    signIn: "Sign in",
    reset: "Forgot your password? Choose “Forgot password” on the sign-in page: {url}",
    ignore: "If it was not you, you can ignore this email: your account has not changed.",
  },
  ar: {
    subject: "حاول أحدهم التسجيل ببريدك الإلكتروني",
    body: "حاول أحدهم تسجيل عضوية في SPPC بهذا البريد الإلكتروني، وله حساب بالفعل. إن كنت أنت، فسجّل الدخول لترقية عضويتك، أو أعد تعيين كلمة المرور إن نسيتها.",
    signIn: "تسجيل الدخول",
    reset: "نسيت كلمة المرور؟ اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول: {url}",
    ignore: "إن لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء في حسابك.",
  },
  ur: {
    subject: "کسی نے آپ کے ای میل سے رجسٹر کرنے کی کوشش کی",
    body: "کسی نے اس ای میل ایڈریس سے SPPC رکنیت رجسٹر کرنے کی کوشش کی، جس کا اکاؤنٹ پہلے سے موجود ہے۔ اگر یہ آپ تھے تو اپنی رکنیت اپ گریڈ کرنے کے لیے سائن ان کریں، یا پاس ورڈ بھول گئے ہوں تو اسے ری سیٹ کریں۔",
    signIn: "سائن ان کریں",
    reset: "پاس ورڈ بھول گئے؟ سائن ان صفحے پر «پاس ورڈ بھول گئے» منتخب کریں: {url}",
    ignore: "اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں: آپ کے اکاؤنٹ میں کوئی تبدیلی نہیں ہوئی۔",
  },
};

/** Sent instead of telling a visitor that the address they typed already has an account. */
export function accountExistsEmail(options: {
  to: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = existsCopy[options.language];
  return noticeEmail({
    to: options.to,
    kind: "account-exists",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.body, text.reset.replace("{url}", () => `${options.origin}/login`), text.ignore],
    link: { label: text.signIn, url: `${options.origin}/login?next=/membership` },
  });
}
