import type { Translations } from "../define";
import type { ProgramsTexts } from "./programs";

const ar: Translations<ProgramsTexts> = {
  progArabic: "دروس عربية مجانية",
  progJobs: "دعم التوظيف",
  progIdeas: "أفكار المشاريع",
  progStartups: "دعم الشركات الناشئة",
  progParenting: "تربية الأبناء",
  progMatrimonial: "خدمات الزواج",
  progCycling: "نوادي الدراجات",
  progFitness: "الصحة واللياقة",
  progDoctors: "الأطباء",
  progSheLeads: "SheLeads (للنساء فقط)",
  progImmigration: "دعم الهجرة والإقامة",
  progSports: "الرياضة المجتمعية",
  progHealthcare: "شبكة الرعاية الصحية",
};

export default ar;
