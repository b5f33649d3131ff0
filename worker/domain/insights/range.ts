import { type SQL, sql } from "drizzle-orm";
import type { InsightsQuery, InsightsRange } from "../../contract/insights";
import { cardDay, endOfCardDay, startOfCardDay } from "../../contract/membership-card";

/**
 * A report's filters after defaults, with the range as stored instants: `start` is the first moment
 * of the from-day in Riyadh, `end` the last moment of the to-day (ISO strings compare like the stored
 * ones, so SQL ranges over text).
 */
export type ReportFilter = InsightsRange & { start: string; end: string };

/** Default range: the first day of the month eleven months back, to today (twelve whole months). */
export function reportFilter(query: InsightsQuery, now: Date): ReportFilter {
  const to = query.to ?? cardDay(now.toISOString());
  const [year = 0, month = 1] = to.split("-").map(Number);
  const from = query.from ?? new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return { from, to, city: query.city ?? null, start: startOfCardDay(from), end: endOfCardDay(to) };
}

/** `and <column> = city` when a city is chosen; nothing otherwise. */
export const cityIs = (column: SQL, city: string | null): SQL =>
  city ? sql` and ${column} = ${city}` : sql``;

/** A stored instant's Riyadh month, YYYY-MM (Saudi Arabia keeps UTC+3 all year). */
export const riyadhMonth = (column: SQL): SQL => sql`strftime('%Y-%m', ${column}, '+3 hours')`;

/** The range as the answer states it. */
export const rangeOf = ({ from, to, city }: ReportFilter) => ({ from, to, city });

/** part / whole, or null when the whole is 0. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
