import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type Copy = {
  subject: string;
  greeting: string;
  joined: string;
  number: string;
  card: string;
  /** Only for an account without a password (imported, registered, approved application). */
  setPassword: string;
  profile: string;
  setPasswordLabel: string;
  cardLabel: string;
};

// {name}, {number}, {url} are filled in below.
const copy: Record<Language, Copy> = {
  en: {
    subject: "Welcome to SPPC: your membership number is {number}",
    greeting: "Assalam-o-Alaikum {name},",
    joined: "Welcome to the SPPC member community.",
    number: "Your membership number: {number}",
    card: "Your digital membership card (Basic) is ready; show it at partner locations and at events: {url}",
    setPassword:
      "Your account has no password yet. Set one with the button below; the link works for 7 days.",
    profile: "Then complete your profile so other members can find you: {url}",
    setPasswordLabel: "Set your password",
    cardLabel: "Open your membership card",
  },
  ar: {
    subject: "مرحبًا بك في SPPC: رقم عضويتك {number}",
    greeting: "السلام عليكم {name}،",
    joined: "مرحبًا بك في مجتمع أعضاء SPPC.",
    number: "رقم عضويتك: {number}",
    card: "بطاقة عضويتك الرقمية (الأساسية) جاهزة؛ اعرضها لدى الشركاء وفي الفعاليات: {url}",
    setPassword: "لا توجد كلمة مرور لحسابك بعد. عيّنها من الزر أدناه؛ الرابط صالح لمدة 7 أيام.",
    profile: "ثم أكمل ملفك الشخصي ليتمكن الأعضاء الآخرون من العثور عليك: {url}",
    setPasswordLabel: "عيّن كلمة المرور",
    cardLabel: "افتح بطاقة عضويتك",
  },
  ur: {
    subject: "SPPC میں خوش آمدید: آپ کا رکنیت نمبر {number} ہے",
    greeting: "السلام علیکم {name}،",
    joined: "SPPC ممبر کمیونٹی میں خوش آمدید۔",
    number: "آپ کا رکنیت نمبر: {number}",
    card: "آپ کا ڈیجیٹل رکنیت کارڈ (بنیادی) تیار ہے؛ اسے شراکت داروں کے ہاں اور تقریبات میں دکھائیں: {url}",
    setPassword:
      "آپ کے اکاؤنٹ کا ابھی کوئی پاس ورڈ نہیں۔ نیچے دیے گئے بٹن سے پاس ورڈ بنائیں؛ لنک 7 دن تک کارآمد ہے۔",
    profile: "پھر اپنا پروفائل مکمل کریں تاکہ دوسرے ممبران آپ کو تلاش کر سکیں: {url}",
    setPasswordLabel: "پاس ورڈ بنائیں",
    cardLabel: "اپنا رکنیت کارڈ کھولیں",
  },
};

/**
 * Every new member's welcome: their membership number and card link, and for an account without a
 * password (imported, registered or approved by an admin) a set-password link, then /onboarding.
 */
export function welcomeEmail(options: {
  to: string;
  name: string;
  language: Language;
  membershipId: string;
  origin: string;
  setPasswordUrl: string | null;
}): EmailMessage {
  const text = copy[options.language];
  // Functions as replacements: a "$&" in a member's name stays as typed.
  const fill = (value: string, url = "") =>
    value
      .replace("{name}", () => options.name)
      .replace("{number}", () => options.membershipId)
      .replace("{url}", () => url);
  const cardUrl = `${options.origin}/membership-card`;
  const paragraphs = [fill(text.greeting), fill(text.joined), fill(text.number), fill(text.card, cardUrl)];
  if (options.setPasswordUrl)
    paragraphs.push(text.setPassword, fill(text.profile, `${options.origin}/onboarding`));
  return noticeEmail({
    to: options.to,
    kind: "welcome",
    language: options.language,
    subject: fill(text.subject),
    paragraphs,
    link: options.setPasswordUrl
      ? { label: text.setPasswordLabel, url: options.setPasswordUrl }
      : { label: text.cardLabel, url: cardUrl },
  });
}
