import { jobCategoryFilters, jobCityFilters } from "../../../worker/contract/enums";
import type { Language } from "../../i18n/define";
import type { JobsTexts } from "../../i18n/messages/jobs";

const DAY_MS = 86_400_000;

// One formatter per language and style, made once: building an Intl formatter costs far more than
// using one, and a list of jobs asked for two per card (Lighthouse's Total Blocking Time on /jobs).
const formats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(language: Language, numeric: "auto" | "always"): Intl.RelativeTimeFormat {
  const key = `${language}:${numeric}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric });
    formats.set(key, format);
  }
  return format;
}

/** Jobs count in days, then weeks (spec point 9): '2 days ago', '1 week ago'. */
export function postedAgo(postedAt: string, language: Language, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(postedAt)) / DAY_MS));
  if (days === 0) return relativeFormat(language, "auto").format(0, "day");
  const format = relativeFormat(language, "always");
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
