import type { Language } from "../../worker/contract/enums";

export type { Language };
export type Messages = Record<string, string>;
/** Arabic and Urdu must carry exactly the English keys: TypeScript and tests/app/i18n-catalogs.test.ts both check. */
export type Catalog<M extends Messages> = { en: M } & {
  [L in Exclude<Language, "en">]: { [K in keyof M]: string };
};

/**
 * One catalog per namespace (shell, landing, terms...). A page imports only its own catalogs, so
 * each route chunk carries its own texts and the first visit downloads only what it shows.
 */
export function defineCatalog<const M extends Messages>(catalog: Catalog<M>): Catalog<M> {
  return catalog;
}

export const rtlLanguages: readonly Language[] = ["ar", "ur"];

/** Replaces {name} placeholders; a missing value leaves the placeholder visible rather than hiding text. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
