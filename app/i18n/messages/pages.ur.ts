import type { Translations } from "../define";
import type { PagesTexts } from "./pages";

const ur: Translations<PagesTexts> = {
  cityRiyadh: "ریاض",
  cityKhobar: "خبر",
  cityDammam: "دمام",
  registerCityCta: "{city} میں اپنی نشست محفوظ کریں",
  eventCityTitle: "شہر کی تقریب",
  eventCityLead: "تقریب کی تفصیلات اور رجسٹریشن۔",
  registerTitle: "تقریب کے لیے رجسٹر کریں",
  registerLead: "SPPC کی اگلی ہائی ٹی میں اپنی نشست محفوظ کرنے کے لیے اپنا شہر منتخب کریں۔",
  profileTitle: "پروفائل کی ترتیبات",
  profileLead: "آپ کی پروفائل، ترجیحات، رکنیت اور نیٹ ورکنگ کارڈ۔",
  publicProfileTitle: "ممبر پروفائل",
  publicProfileLead: "SPPC کمیونٹی کے رکن۔",
  adminTitle: "ایڈمن ڈیش بورڈ",
  adminLead: "ممبرز، امپورٹ، ای میلز اور نگرانی۔",
  adminEventsTitle: "تقریبات کا انتظام",
  adminEventsLead: "تقریبات بنائیں، رجسٹریشن دیکھیں اور شرکاء کی حاضری لگائیں۔",
  onboardingTitle: "SPPC میں خوش آمدید",
  onboardingLead: "رازداری کی رضامندی، ذاتی معلومات اور پیشہ ورانہ تفصیلات۔",
  tendersTitle: "سرکاری ٹینڈرز",
  tendersLead: "ممبرز کی کمپنیوں کے لیے سعودی سرکاری اور نجی ٹینڈرز۔",
  membershipTitle: "ممبر بنیں",
  membershipLead: "اپنا درجہ منتخب کریں، اپنے بارے میں بتائیں اور اپنی ممبرشپ آئی ڈی حاصل کریں۔",
  checkoutTitle: "ادائیگی",
  checkoutLead: "اپنی رکنیت کی ادائیگی مکمل کریں۔",
};

export default ur;
