import { defineCatalog } from "../define";

/** The admin forms' English, Arabic and Urdu versions of one text, and which are still missing. */
const en = {
  inArabic: "Arabic: {field}",
  inUrdu: "Urdu: {field}",
  missingHint: "Not written yet: readers of this language see the English.",
  colLanguages: "Languages",
  allWritten: "English, Arabic, Urdu",
  missingArabic: "Arabic missing",
  missingUrdu: "Urdu missing",
};

export type AdminTranslationsTexts = typeof en;

export const adminTranslationsMessages = defineCatalog(en, {
  ar: () => import("./admin-translations.ar"),
  ur: () => import("./admin-translations.ur"),
});
