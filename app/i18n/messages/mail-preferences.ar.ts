import type { Translations } from "../define";
import type { MailPreferencesTexts } from "./mail-preferences";

const ar: Translations<MailPreferencesTexts> = {
  topicMarketing: "الأخبار والعروض",
  topicAnnouncements: "إعلانات المجتمع",
  topicTenderAlerts: "تنبيهات المناقصات",
  topicAnnouncementsHelp: "إشعارات يرسلها فريق SPPC إلى الأعضاء، مثل التغييرات في الخدمات في مدينتك.",
  topicTenderAlertsHelp: "رسالة عند نشر مناقصة في فئة تتابعها.",
  pageTitle: "تفضيلات البريد الإلكتروني",
  loading: "جارٍ التحميل...",
  askHeading: "إلغاء الاشتراك في {topic}؟",
  askText: "تصلك رسائل {topic} على {email}.",
  unsubscribe: "إلغاء الاشتراك",
  unsubscribing: "جارٍ إلغاء الاشتراك...",
  doneHeading: "تم إلغاء اشتراكك في {topic}",
  doneText:
    "لن نرسل بعد الآن رسائل {topic} إلى {email}. ستظل تصلك الرسائل المتعلقة بحسابك وتذاكرك ومدفوعاتك.",
  undo: "تراجع",
  undoing: "جارٍ إعادة الاشتراك...",
  manage: "إدارة كل أنواع الرسائل والإشعارات",
  invalidTitle: "رابط إلغاء الاشتراك هذا غير صالح",
  invalidText: "قد يكون ناقصًا أو أقدم من سنة. سجّل الدخول وافتح إعدادات الخصوصية لتختار الرسائل التي تصلك.",
  loadFailed: "تعذّر الوصول إلى SPPC. تحقّق من اتصالك وحاول مرة أخرى.",
  offline: "أنت غير متصل بالإنترنت. اتصل ثم حاول مرة أخرى.",
  actionFailed: "لم ينجح ذلك. يرجى المحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  sectionHeading: "البريد الإلكتروني",
  sectionIntro:
    "اختر الرسائل التي تصلك. الرسائل المتعلقة بحسابك وتذاكرك ومدفوعاتك تصلك دائمًا. وكل رسالة من هذه الأنواع فيها رابط لإلغاء الاشتراك.",
  on: "مفعّل",
  off: "متوقف",
  sectionLoadFailed: "تعذّر تحميل اختياراتك للبريد الإلكتروني.",
};
export default ar;
