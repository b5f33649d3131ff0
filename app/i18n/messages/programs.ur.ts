import type { Translations } from "../define";
import type { ProgramsTexts } from "./programs";

const ur: Translations<ProgramsTexts> = {
  progArabic: "مفت عربی کلاسیں",
  progJobs: "ملازمت میں مدد",
  progIdeas: "کاروباری آئیڈیاز",
  progStartups: "اسٹارٹ اپ معاونت",
  progParenting: "بچوں کی پرورش",
  progMatrimonial: "رشتے کی خدمات",
  progCycling: "سائیکلنگ کلب",
  progFitness: "صحت اور فٹنس",
  progDoctors: "ڈاکٹرز",
  progSheLeads: "SheLeads (صرف خواتین کے لیے)",
  progImmigration: "امیگریشن میں مدد",
  progSports: "کمیونٹی کھیل",
  progHealthcare: "صحت کی دیکھ بھال کا نیٹ ورک",
};

export default ur;
