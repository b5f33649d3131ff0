// A Hijri day of the Umm al-Qura calendar (Saudi Arabia's official one) as a Gregorian day, through
// the platform's ICU (`Intl.DateTimeFormat` with the `islamic-umalqura` calendar, which holds the
// KACST tables for 1300-1600 AH): no tables of our own. Intl only converts Gregorian to Hijri, so the
// Gregorian day is estimated from the mean lengths of the lunar year and month, then moved until Intl
// names the wanted Hijri day (one to three formats per date).

const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH, 16 July 622 (Julian), counted in days from 1970-01-01. */
const HIJRI_EPOCH_DAY = -492_148;
const MEAN_YEAR = 354.36667;
const MEAN_MONTH = 29.530589;

/** The years ICU's Umm al-Qura tables cover; outside them it falls back to an approximation. */
export const UMM_AL_QURA_YEARS = { first: 1300, last: 1600 } as const;

let formatter: Intl.DateTimeFormat | null | undefined;

function hijriFormatter(): Intl.DateTimeFormat | null {
  if (formatter === undefined) {
    const candidate = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
      timeZone: "UTC",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    // A runtime built without ICU calendar data answers in another calendar: then no Hijri date is read.
    formatter = candidate.resolvedOptions().calendar === "islamic-umalqura" ? candidate : null;
  }
  return formatter;
}

function hijriOf(format: Intl.DateTimeFormat, day: number): [number, number, number] {
  let year = 0;
  let month = 0;
  let date = 0;
  for (const part of format.formatToParts(day * DAY_MS)) {
    if (part.type === "year") year = Number(part.value);
    else if (part.type === "month") month = Number(part.value);
    else if (part.type === "day") date = Number(part.value);
  }
  return [year, month, date];
}

const approxDays = (year: number, month: number, day: number) =>
  year * MEAN_YEAR + (month - 1) * MEAN_MONTH + day;

/**
 * The day (days since 1970-01-01) of an Umm al-Qura Hijri date, or null when that date does not exist
 * (the 30th of a 29-day month, month 13) or lies outside the calendar's tables.
 */
export function ummAlQuraToDay(year: number, month: number, day: number): number | null {
  const format = hijriFormatter();
  if (!format) return null;
  if (year < UMM_AL_QURA_YEARS.first || year > UMM_AL_QURA_YEARS.last) return null;
  if (month < 1 || month > 12 || day < 1 || day > 30) return null;
  let candidate = HIJRI_EPOCH_DAY + Math.floor(approxDays(year - 1, month, day - 1));
  const tried = new Set<number>();
  while (!tried.has(candidate) && tried.size < 8) {
    tried.add(candidate);
    const [y, m, d] = hijriOf(format, candidate);
    if (y === year && m === month && d === day) return candidate;
    const gap = approxDays(year, month, day) - approxDays(y, m, d);
    // Coming back to a day already tried means the wanted one falls between two real days.
    candidate += Math.round(gap) || Math.sign(gap);
  }
  return null;
}
