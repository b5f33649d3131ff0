import type { Context } from "hono";
import { requestLanguage } from "../auth/origin";
import type { ShownIn } from "../contract/content-language";
import type { Language } from "../contract/enums";

type Text = string | string[];

/** A text in one language, and which language that is. */
export type InLanguage<T extends Text> = { value: T; language: Language };

const missing = (value: Text | null | undefined): value is null | undefined =>
  value == null || value.length === 0;

/**
 * The reader's version of an admin-written text, English where that version is missing (null, blank,
 * an empty list), saying which language the answer is in.
 */
export function inLanguage<T extends Text>(
  versions: { en: T; ar?: T | null; ur?: T | null },
  language: Language,
): InLanguage<T> {
  const wanted = language === "en" ? null : versions[language];
  return missing(wanted) ? { value: versions.en, language: "en" } : { value: wanted, language };
}

type Translatable<K extends string> = { [P in K]: Text } & { [P in `${K}Ar` | `${K}Ur`]?: Text | null };

/**
 * The row's translatable fields (English in `name`, versions in `nameAr`/`nameUr`) in the reader's
 * language, under their English names, with `shownIn` telling the language of each.
 */
export function translated<R extends Translatable<K>, K extends string & keyof R>(
  row: R,
  fields: readonly K[],
  language: Language,
): Pick<R, K> & ShownIn<K> {
  const texts = {} as Pick<R, K>;
  const shownIn = {} as Record<K, Language>;
  for (const field of fields) {
    const version = inLanguage(
      { en: row[field] as Text, ar: row[`${field}Ar`] as Text | null, ur: row[`${field}Ur`] as Text | null },
      language,
    );
    texts[field] = version.value as R[K];
    shownIn[field] = version.language;
  }
  return { ...texts, shownIn };
}

/**
 * The language the reader reads the page in (the `lang` cookie the language switch writes). The answer
 * then depends on that cookie, so shared caches must keep one copy per cookie.
 */
export function readerLanguage(c: Context): Language {
  c.header("Vary", "Cookie", { append: true });
  return requestLanguage(c.req.raw);
}
