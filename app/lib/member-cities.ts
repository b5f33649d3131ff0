import { useCallback } from "react";
import {
  cityLabel,
  isMemberCity,
  type MemberCity,
  matchCity,
  memberCities,
  memberCityNames,
} from "../../worker/contract/cities";
import type { Language } from "../../worker/contract/enums";
import { useLanguage } from "../i18n";

// A member's city is an id of worker/contract/cities.ts; its names in English, Arabic and Urdu live
// there too (the API's matcher reads them), so pages name cities from that list, not from a catalog.

export type CityOption = { value: MemberCity; label: string };

/** The city selects' options: every city of the list, named in the reader's language, "Other" last. */
export const cityOptions = (language: Language): CityOption[] =>
  memberCities.map((value) => ({ value, label: memberCityNames[value][language] }));

/** cityOptions in the page's language. */
export function useCityOptions(): CityOption[] {
  return cityOptions(useLanguage().language);
}

/** What a city select starts at: the stored id, or the city an older written value names, else none. */
export const cityChoice = (value: string | null | undefined): MemberCity | "" =>
  isMemberCity(value) ? value : (matchCity(value) ?? "");

/**
 * How a stored city reads: the list's name in `language` for an id (or for an older written value
 * that names one, such as an application's "Al Khobar"), and a value naming none as it was written.
 */
export const memberCityLabel = (value: string | null | undefined, language: Language): string =>
  cityLabel(cityChoice(value) || value, language);

/** memberCityLabel in the page's language. */
export function useCityLabel(): (value: string | null | undefined) => string {
  const { language } = useLanguage();
  return useCallback((value) => memberCityLabel(value, language), [language]);
}
