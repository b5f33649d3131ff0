import type { Language } from "../../../worker/contract/enums";

export const RIYADH = "Asia/Riyadh";
export const KARACHI = "Asia/Karachi";

/** Today's date in the Umm al-Qura calendar (the Saudi civil Hijri calendar), in the page's language. */
export const hijriDate = (now: Date, language: Language) =>
  new Intl.DateTimeFormat(`${language}-u-ca-islamic-umalqura`, {
    timeZone: RIYADH,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(now);

export const gregorianDate = (now: Date, language: Language) =>
  new Intl.DateTimeFormat(language, {
    timeZone: RIYADH,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(now);

/** A wall-clock time in a time zone, e.g. 15:22 in Riyadh. */
export const clockTime = (at: Date, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(language, { timeZone, hour: "numeric", minute: "2-digit" }).format(at);

/** "2027-03-09" as a short day in the page's language (the calendar stores plain days). */
export const shortDay = (isoDay: string, language: Language) =>
  new Intl.DateTimeFormat(language, {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${isoDay}T00:00:00Z`));
