import type { Translations } from "../define";
import type { AdminTranslationsTexts } from "./admin-translations";

const ar: Translations<AdminTranslationsTexts> = {
  inArabic: "بالعربية: {field}",
  inUrdu: "بالأردية: {field}",
  missingHint: "لم يُكتب بعد: يرى قرّاء هذه اللغة النص الإنجليزي.",
  colLanguages: "اللغات",
  allWritten: "الإنجليزية والعربية والأردية",
  missingArabic: "العربية ناقصة",
  missingUrdu: "الأردية ناقصة",
};

export default ar;
