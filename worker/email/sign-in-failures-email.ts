import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type Copy = { subject: string; body: string; advice: string; button: string };

// {name} is the member's name. The mail never says from where: the owner needs to act, not to trace.
const copy: Record<Language, Copy> = {
  en: {
    subject: "Failed sign-in attempts on your SPPC account",
    body: "Assalam-o-Alaikum {name}, someone tried many wrong passwords on your SPPC account in the last hour. Your account is not locked: you can still sign in as usual, and the attempts are slowed down.",
    advice:
      "If this was you, there is nothing to do. If it was not, your password was not accepted; to be safe, choose a new one with 'Forgot password?' on the sign-in page.",
    button: "Go to sign in",
  },
  ar: {
    subject: "محاولات تسجيل دخول فاشلة إلى حسابك في SPPC",
    body: "السلام عليكم {name}، حاول شخص ما إدخال كلمات مرور خاطئة عدة مرات في حسابك في SPPC خلال الساعة الماضية. حسابك غير مقفل: يمكنك تسجيل الدخول كالمعتاد، والمحاولات يتم إبطاؤها.",
    advice:
      "إذا كنت أنت، فلا داعي لفعل أي شيء. وإن لم تكن أنت، فلم تُقبل كلمة المرور؛ وللاحتياط اختر كلمة مرور جديدة عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.",
    button: "الانتقال إلى تسجيل الدخول",
  },
  ur: {
    subject: "آپ کے SPPC اکاؤنٹ پر سائن اِن کی ناکام کوششیں",
    body: "السلام علیکم {name}، پچھلے ایک گھنٹے میں کسی نے آپ کے SPPC اکاؤنٹ پر کئی بار غلط پاس ورڈ آزمائے۔ آپ کا اکاؤنٹ بند نہیں ہوا: آپ معمول کے مطابق سائن اِن کر سکتے ہیں، اور ان کوششوں کی رفتار کم کر دی گئی ہے۔",
    advice:
      "اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔ اگر نہیں، تو پاس ورڈ قبول نہیں ہوا؛ احتیاطاً سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے نیا پاس ورڈ منتخب کریں۔",
    button: "سائن اِن پر جائیں",
  },
};

/** Tells the owner their account sees many failed sign-ins (sent at most once a day, see domain/sign-in.ts). */
export function signInFailuresEmail(options: {
  to: string;
  name: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = copy[options.language];
  return noticeEmail({
    to: options.to,
    kind: "sign-in-failures",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.body.replace("{name}", () => options.name), text.advice],
    link: { label: text.button, url: `${options.origin}/login` },
  });
}
