import { languages } from "../../worker/contract/enums";
import { type Language, rtlLanguages } from "./define";

const COOKIE = "lang";
const ONE_YEAR_S = 31_536_000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The saved choice (cookie), else English. Later the profile's preferredLanguage takes over when signed in. */
export function readSavedLanguage(): Language {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/);
  const value = match?.[1];
  return isLanguage(value) ? value : "en";
}

export function saveLanguage(language: Language): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari our members use.
  document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = rtlLanguages.includes(language) ? "rtl" : "ltr";
}
