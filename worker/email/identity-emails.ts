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
