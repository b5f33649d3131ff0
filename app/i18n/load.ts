import type { Catalog, Language, Messages } from "./define";

/**
 * A promise React's `use` can read without suspending once it has settled: React reads `status` and
 * `value` on the thenable it is given (the fields it sets itself on the promises it tracks).
 */
type Readable<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const cache = new WeakMap<Catalog<Messages>, Partial<Record<Language, Readable<Messages>>>>();

function markFulfilled<T>(promise: Readable<T>, value: T): T {
  promise.status = "fulfilled";
  promise.value = value;
  return value;
}

function load(catalog: Catalog<Messages>, language: Language): Readable<Messages> {
  if (language === "en") {
    const english: Readable<Messages> = Promise.resolve(catalog.en);
    markFulfilled(english, catalog.en);
    return english;
  }
  const loading: Readable<Messages> = catalog[language]()
    .then((module) => module.default)
    .catch(() => catalog.en)
    .then((texts) => markFulfilled(loading, texts));
  return loading;
}

/**
 * Loads a catalog's texts once per language, as one promise per catalog and language that is marked
 * fulfilled when it settles (English at once). A chunk that cannot load (offline before it was ever
 * cached) falls back to English rather than breaking the page.
 */
export function loadTranslations<M extends Messages>(catalog: Catalog<M>, language: Language): Promise<M> {
  const key = catalog as Catalog<Messages>;
  let byLanguage = cache.get(key);
  if (!byLanguage) {
    byLanguage = {};
    cache.set(key, byLanguage);
  }
  byLanguage[language] ??= load(key, language);
  return byLanguage[language] as Promise<M>;
}
