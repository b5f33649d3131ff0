import { jobCategoryFilters, jobCityFilters } from "../../../worker/contract/enums";
import type { Language } from "../../i18n/define";
import type { JobsTexts } from "../../i18n/messages/jobs";
import { relativeTimeFormat } from "../../lib/intl-formats";

const DAY_MS = 86_400_000;

/** Jobs count in days, then weeks (spec point 9): '2 days ago', '1 week ago'. */
export function postedAgo(postedAt: string, language: Language, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(postedAt)) / DAY_MS));
  if (days === 0) return relativeTimeFormat(language, "auto").format(0, "day");
  const format = relativeTimeFormat(language, "always");
  return days < 7 ? format.format(-days, "day") : format.format(-Math.floor(days / 7), "week");
}

type T = (key: keyof JobsTexts & string) => string;
const cities: readonly string[] = jobCityFilters;
const categories: readonly string[] = jobCategoryFilters;

/** A known city or category in the current language; any other text as it is. */
export const cityLabel = (t: T, city: string) =>
  cities.includes(city) ? t(`city${city}` as keyof JobsTexts) : city;
export const categoryLabel = (t: T, category: string) =>
  categories.includes(category) ? t(`category${category}` as keyof JobsTexts) : category;
export const typeKey = (type: string) => `type${type}` as keyof JobsTexts;
