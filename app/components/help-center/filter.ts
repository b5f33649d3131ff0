import type { Language } from "../../i18n/define";

/** Lower-cases and drops Arabic short vowels, so "بطاقة" finds "بطاقةُ" and "Refund" finds "refund". */
export function normalize(text: string, language: Language): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase(language)
    .replace(/[\u064B-\u0652\u0670]/g, "");
}

/** Every word of the query must appear somewhere in the entry's visible text. */
export function matchesQuery(query: string, texts: string[], language: Language): boolean {
  const words = normalize(query, language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(texts.join(" "), language);
  return words.every((word) => haystack.includes(word));
}
