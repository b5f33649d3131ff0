import type { Translations } from "../define";
import type { FooterTexts } from "./footer";

const ar: Translations<FooterTexts> = {
  footerTagline: "نربط المهنيين الباكستانيين في أنحاء المملكة العربية السعودية منذ {year}.",
  footerQuickLinks: "روابط سريعة",
  footerLegal: "قانوني",
  footerFollow: "تابعنا",
  footerRegister: "التسجيل في الفعاليات",
  footerMembership: "العضوية",
  footerMembershipCard: "بطاقة العضوية",
  footerEvents: "الفعاليات",
  footerBusiness: "دليل الأعمال",
  footerJobs: "الوظائف",
  footerPrivacy: "سياسة الخصوصية",
  footerTerms: "شروط الخدمة",
  footerContact: "اتصل بنا",
  footerRights: "© {year} {name}. جميع الحقوق محفوظة.",
};

export default ar;
