import type { Language } from "../../i18n/define";

/** Policy dates are calendar days, so they are read and shown in UTC: no visitor sees the day before. */
export function formatLegalDate(
  language: Language,
  isoDate: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(new Date(isoDate));
}
