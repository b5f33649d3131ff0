import type { Translations } from "../define";
import type { ContactTexts } from "./contact";

const ar: Translations<ContactTexts> = {
  title: "اتصل بنا",
  lead: "هل لديك أسئلة حول العضوية أو الفعاليات أو الشراكات؟ أرسل لنا رسالة أو تواصل مع فريقنا مباشرة.",
  formHeading: "أرسل لنا رسالة",
  requiredNote: "الحقول المشار إليها بعلامة * مطلوبة.",
  firstName: "الاسم الأول",
  lastName: "اسم العائلة",
  email: "البريد الإلكتروني",
  phone: "رقم الهاتف",
  optional: "(اختياري)",
  phoneHint: "أدخل رمز الدولة، مثل \u2066+966\u2069.",
  subject: "الموضوع",
  message: "الرسالة",
  consent: "أوافق على أن تستخدم SPPC هذه البيانات للرد على رسالتي، وفقًا لما هو موضح في {link}.",
  privacyLink: "سياسة الخصوصية",
  newTab: "(تُفتح في علامة تبويب جديدة)",
  send: "إرسال الرسالة",
  notSent:
    "لا يمكن إرسال الرسائل عبر الموقع حاليًا. يُرجى إرسال رسالتك بالبريد الإلكتروني إلى {email}. ما كتبته لا يزال في النموذج، ويمكنك نسخه.",
  detailsHeading: "بيانات التواصل",
  emailLabel: "البريد الإلكتروني",
  phoneLabel: "الهاتف",
  addressLabel: "العنوان",
  partnershipsLabel: "الشراكات",
  hoursHeading: "ساعات الدعم",
  hours: "من الأحد إلى الخميس، من 9:00 إلى 18:00 (بتوقيت السعودية)",
  responseTime: "نرد على رسائل البريد الإلكتروني خلال {hours} ساعة.",
  helpPrompt: "تبحث عن إجابة سريعة؟",
  helpLink: "زر مركز المساعدة",
};

export default ar;
