import type { Language } from "../../worker/contract/enums";

export type { Language };
export type Messages = Record<string, string>;
export type OtherLanguage = Exclude<Language, "en">;

/** A translation of a catalog: exactly the English keys (TypeScript and tests/app/i18n-catalogs.test.ts check). */
export type Translations<M extends Messages> = { [K in keyof M]: string };
/** Loose on purpose: each `<name>.ar.ts` file annotates itself with `Translations<NameTexts>` (the English
 * object's type), which checks its keys exactly without making the catalog's type depend on its own
 * translations (a type cycle that would silently widen every key to `any`). */
type Loader = () => Promise<{ default: Messages }>;

/**
 * One catalog per namespace (shell, landing, terms...). English ships inside the page's chunk; Arabic
 * and Urdu sit in their own files (`<name>.ar.ts`, `<name>.ur.ts`) loaded only by people reading them,
 * so a first visit downloads one language, not three.
 */
export type Catalog<M extends Messages> = { en: M } & { [L in OtherLanguage]: Loader };

export function defineCatalog<const M extends Messages>(
  en: M,
  translations: { [L in OtherLanguage]: Loader },
) {
  return { en, ...translations } as Catalog<M>;
}

export const rtlLanguages: readonly Language[] = ["ar", "ur"];

/** Replaces {name} placeholders; a missing value leaves the placeholder visible rather than hiding text. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
