import { useLanguage } from ".";

// Text in one direction placed inside text of the other: the helpers that keep it readable.

/**
 * Wraps a Latin value (an address, an e-mail, "500+") placed inside Arabic or Urdu text in a Unicode
 * left-to-right isolate (as <bdi dir="ltr"> would), so its punctuation stays with it instead of jumping
 * to the other side.
 */
export function isolate(text: string | number): string {
  return `\u2066${text}\u2069`;
}

/** Nastaliq needs more line height than the utilities' defaults; other scripts keep them. */
export const urduLeading = "[&:lang(ur)]:leading-loose";

/**
 * Names and texts members typed sit inside translated sentences: in Arabic and Urdu they are wrapped
 * in a first-strong isolate so "15+ years" or "Dr. Tariq" keep their own direction and punctuation.
 * English needs no wrapping (and its texts stay exactly as written).
 */
export function useIsolate(): (text: string) => string {
  const { language } = useLanguage();
  return language === "en" ? (text) => text : (text) => `\u2068${text}\u2069`;
}
