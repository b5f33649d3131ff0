import type { Translations } from "../define";
import type { AdminTranslationsTexts } from "./admin-translations";

const ur: Translations<AdminTranslationsTexts> = {
  inArabic: "عربی میں: {field}",
  inUrdu: "اردو میں: {field}",
  missingHint: "ابھی نہیں لکھا گیا: اس زبان کے قارئین کو انگریزی متن نظر آتا ہے۔",
  colLanguages: "زبانیں",
  allWritten: "انگریزی، عربی، اردو",
  missingArabic: "عربی باقی ہے",
  missingUrdu: "اردو باقی ہے",
};

export default ur;
