// The membership year (issue 32): every paid or admin-granted tier ends on a Riyadh calendar day, one
// year ahead unless the admin picks another. Zod-free and pure, so the admin form shows the same default
// and the same earliest day the API applies.
import { isoDayPattern, isRealIsoDay } from "./iso-day";
import { cardDay, endOfCardDay } from "./membership-card";

/** An ISO date-time ("2027-03-31T12:00:00Z", "2027-03-31T15:00+03:00"): its Riyadh day is the one meant. */
const isoInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** What the API reads as an end date: a day (YYYY-MM-DD) or an ISO date-time. */
export function isDayOrInstant(value: string): boolean {
  if (isoDayPattern.test(value)) return isRealIsoDay(value);
  return isoInstantPattern.test(value) && Number.isFinite(Date.parse(value));
}

/** The Riyadh day an end date names: a day as given, a date-time by where it falls in Riyadh. */
export const endDayOf = (value: string): string => (isoDayPattern.test(value) ? value : cardDay(value));

/** Today in Riyadh: the earliest day a grant may end on. */
export const todayInRiyadh = (now: Date): string => cardDay(now.toISOString());

/** The same day a year later; 29 February becomes 28 February. */
export function oneYearAfter(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  // Past the month's end (29 February in a common year): its last day instead.
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The day a new grant ends on when the admin picks none: a year from today in Riyadh. */
export const defaultGrantEndDay = (now: Date): string => oneYearAfter(todayInRiyadh(now));

/** How a grant's end is stored: the last moment of its Riyadh day, so the card shows that day. */
export const storedGrantEnd = (day: string): string => endOfCardDay(day);
