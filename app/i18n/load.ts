import type { Catalog, Language, Messages } from "./define";

type Entry = { promise?: Promise<Messages>; value?: Messages };
const cache = new WeakMap<Catalog<Messages>, Partial<Record<Language, Entry>>>();

function entryFor(catalog: Catalog<Messages>, language: Language): Entry {
  let byLanguage = cache.get(catalog);
  if (!byLanguage) {
    byLanguage = {};
    cache.set(catalog, byLanguage);
  }
  byLanguage[language] ??= {};
  return byLanguage[language];
}

/** The texts when already loaded (English always is), else undefined. */
export function loadedTranslations<M extends Messages>(
  catalog: Catalog<M>,
  language: Language,
): M | undefined {
  if (language === "en") return catalog.en;
  return entryFor(catalog as Catalog<Messages>, language).value as M | undefined;
}

/**
 * Loads a catalog's texts once per language. A chunk that cannot load (offline before it was ever
 * cached) falls back to English rather than breaking the page.
 */
export function loadTranslations<M extends Messages>(catalog: Catalog<M>, language: Language): Promise<M> {
  if (language === "en") return Promise.resolve(catalog.en);
  const entry = entryFor(catalog as Catalog<Messages>, language);
  entry.promise ??= catalog[language]()
    .then((module) => module.default as Messages)
    .catch(() => catalog.en as Messages)
    .then((texts) => {
      entry.value = texts;
      return texts;
    });
  return entry.promise as Promise<M>;
}
