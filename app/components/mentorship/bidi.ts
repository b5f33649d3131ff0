import { useLanguage } from "../../i18n";

/**
 * Names and texts members typed sit inside translated sentences: in Arabic and Urdu they are wrapped
 * in a first-strong isolate so "15+ years" or "Dr. Tariq" keep their own direction and punctuation.
 * English needs no wrapping (and its texts stay exactly as written).
 */
export function useIsolate(): (text: string) => string {
  const { language } = useLanguage();
  return language === "en" ? (text) => text : (text) => `\u2068${text}\u2069`;
}
