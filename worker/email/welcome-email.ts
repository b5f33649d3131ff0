import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

const copy: Record<
  Language,
  (name: string, onboardingUrl: string) => { subject: string; paragraphs: string[]; label: string }
> = {
  en: (name, onboardingUrl) => ({
    subject: "Welcome to SPPC: set your password and complete your profile",
    paragraphs: [
      `Assalam-o-Alaikum ${name},`,
      "You have been added to the SPPC member community. Set your password with the button below (the link works for 7 days), then sign in and complete your profile so other members can find you.",
      `Complete your profile: ${onboardingUrl}`,
    ],
    label: "Set your password",
  }),
  ar: (name, onboardingUrl) => ({
    subject: "مرحبًا بك في SPPC: عيّن كلمة المرور وأكمل ملفك الشخصي",
    paragraphs: [
      `السلام عليكم ${name}،`,
      "تمت إضافتك إلى مجتمع أعضاء SPPC. عيّن كلمة المرور من الزر أدناه (الرابط صالح لمدة 7 أيام)، ثم سجّل الدخول وأكمل ملفك الشخصي ليتمكن الأعضاء الآخرون من العثور عليك.",
      `أكمل ملفك الشخصي: ${onboardingUrl}`,
    ],
    label: "عيّن كلمة المرور",
  }),
  ur: (name, onboardingUrl) => ({
    subject: "SPPC میں خوش آمدید: اپنا پاس ورڈ بنائیں اور پروفائل مکمل کریں",
    paragraphs: [
      `السلام علیکم ${name}،`,
      "آپ کو SPPC ممبر کمیونٹی میں شامل کر لیا گیا ہے۔ نیچے دیے گئے بٹن سے اپنا پاس ورڈ بنائیں (لنک 7 دن تک کارآمد ہے)، پھر سائن ان کر کے اپنا پروفائل مکمل کریں تاکہ دوسرے ممبران آپ کو تلاش کر سکیں۔",
      `اپنا پروفائل مکمل کریں: ${onboardingUrl}`,
    ],
    label: "پاس ورڈ بنائیں",
  }),
};

/** The profile-completion email for an imported member: a set-password link, then /onboarding. */
export function welcomeProfileEmail(options: {
  to: string;
  name: string;
  language: Language;
  setPasswordUrl: string;
  onboardingUrl: string;
}): EmailMessage {
  const text = copy[options.language](options.name, options.onboardingUrl);
  return noticeEmail({
    to: options.to,
    kind: "welcome-profile",
    language: options.language,
    subject: text.subject,
    paragraphs: text.paragraphs,
    link: { label: text.label, url: options.setPasswordUrl },
  });
}
