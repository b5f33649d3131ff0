import type { Catalog, Language, Messages } from "./define";

/**
 * A promise React's `use` can read without suspending once it has settled: React reads `status` and
 * `value` on the thenable it is given (the fields it sets itself on the promises it tracks).
 */
type Readable<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const cache = new WeakMap<Catalog<Messages>, Partial<Record<Language, Readable<Messages>>>>();

const fulfilled = <T>(promise: Readable<T>, value: T) =>
  Object.assign(promise, { status: "fulfilled" as const, value });

function load(catalog: Catalog<Messages>, language: Language): Readable<Messages> {
  if (language === "en") return fulfilled(Promise.resolve(catalog.en), catalog.en);
  const loading: Readable<Messages> = catalog[language]().then(
    (module) => fulfilled(loading, module.default).value,
    () => fulfilled(loading, catalog.en).value,
  );
  return loading;
}

/**
 * Loads a catalog's texts once per language, as one promise per catalog and language that is marked
 * fulfilled when it settles (English at once). A chunk that cannot load (offline before it was ever
 * cached) falls back to English rather than breaking the page.
 */
export function loadTranslations<M extends Messages>(catalog: Catalog<M>, language: Language): Promise<M> {
  const key = catalog as Catalog<Messages>;
  const byLanguage = cache.get(key) ?? {};
  cache.set(key, byLanguage);
  byLanguage[language] ??= load(key, language);
  return byLanguage[language] as Promise<M>;
}
