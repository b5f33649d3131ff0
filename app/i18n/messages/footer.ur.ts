import type { Translations } from "../define";
import type { FooterTexts } from "./footer";

const ur: Translations<FooterTexts> = {
  footerTagline: "{year} سے پورے سعودی عرب میں پاکستانی پیشہ ور افراد کو جوڑ رہے ہیں۔",
  footerQuickLinks: "فوری روابط",
  footerLegal: "قانونی",
  footerFollow: "ہمیں فالو کریں",
  footerRegister: "تقریب کے لیے رجسٹریشن",
  footerMembership: "رکنیت",
  footerMembershipCard: "ممبرشپ کارڈ",
  footerEvents: "تقریبات",
  footerBusiness: "کاروباری ڈائریکٹری",
  footerJobs: "ملازمتیں",
  footerPrivacy: "رازداری کی پالیسی",
  footerTerms: "سروس کی شرائط",
  footerContact: "ہم سے رابطہ کریں",
  footerRights: "© {year} {name}۔ جملہ حقوق محفوظ ہیں۔",
};

export default ur;
