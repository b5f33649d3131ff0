import type { Translations } from "../define";
import type { PagesTexts } from "./pages";

const ar: Translations<PagesTexts> = {
  cityRiyadh: "الرياض",
  cityKhobar: "الخبر",
  cityDammam: "الدمام",
  registerCityCta: "احجز مقعدك في {city}",
  eventCityTitle: "فعالية المدينة",
  eventCityLead: "تفاصيل الفعالية والتسجيل.",
  registerTitle: "التسجيل في فعالية",
  registerLead: "اختر مدينتك لحجز مقعدك في حفل الشاي القادم لـ SPPC.",
  profileTitle: "إعدادات الملف الشخصي",
  profileLead: "ملفك وتفضيلاتك وعضويتك وبطاقة التواصل.",
  publicProfileTitle: "ملف العضو",
  publicProfileLead: "عضو في مجتمع SPPC.",
  adminTitle: "لوحة الإدارة",
  adminLead: "الأعضاء والاستيراد والبريد والإشراف.",
  adminEventsTitle: "إدارة الفعاليات",
  adminEventsLead: "أنشئ الفعاليات وتابع التسجيلات وسجّل حضور المشاركين.",
  onboardingTitle: "مرحبًا بك في SPPC",
  onboardingLead: "الموافقة على الخصوصية والمعلومات الشخصية والتفاصيل المهنية.",
  tendersTitle: "المناقصات الحكومية",
  tendersLead: "مناقصات حكومية وخاصة في السعودية لشركات الأعضاء.",
  membershipTitle: "كن عضوًا",
  membershipLead: "اختر فئتك وأخبرنا عن نفسك واحصل على رقم عضويتك.",
  checkoutTitle: "الدفع",
  checkoutLead: "أكمل دفع رسوم عضويتك.",
};

export default ar;
