/**
 * An event post's date (the composer's date field: "2026-12-18", or a date and time) in the reader's
 * language ("December 18, 2026", "18 ديسمبر 2026"). A bare day is a calendar day, shown as written
 * whatever the reader's time zone; anything that is not a date stays as the author wrote it.
 */
export function formatEventDate(value: string, language: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const style: Intl.DateTimeFormatOptions = day
    ? { dateStyle: "long", timeZone: "UTC" }
    : { dateStyle: "long", timeStyle: "short" };
  return new Intl.DateTimeFormat(language, style).format(date);
}
