import type { Translations } from "../define";
import type { AdminTranslationsTexts } from "./admin-translations";

const ar: Translations<AdminTranslationsTexts> = {
  inEnglish: "{field} بالإنجليزية",
  inArabic: "{field} بالعربية",
  inUrdu: "{field} بالأردية",
  missingHint: "لم يُكتب بعد: يرى قرّاء هذه اللغة النص الإنجليزي.",
  colLanguages: "اللغات",
  allWritten: "الإنجليزية والعربية والأردية",
  missingArabic: "العربية ناقصة",
  missingUrdu: "الأردية ناقصة",
};

export default ar;
