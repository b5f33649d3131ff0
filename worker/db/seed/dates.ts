const DAY_MS = 86_400_000;
/** Asia/Riyadh is UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_HOURS = 3;

/** The UTC instant of a Riyadh wall-clock time `days` from `now`'s Riyadh date. */
export function riyadhAt(now: Date, days: number, hour: number, minute = 0): string {
  const riyadhNow = new Date(now.getTime() + RIYADH_OFFSET_HOURS * 3_600_000);
  const date = Date.UTC(riyadhNow.getUTCFullYear(), riyadhNow.getUTCMonth(), riyadhNow.getUTCDate() + days);
  return new Date(date + (hour - RIYADH_OFFSET_HOURS) * 3_600_000 + minute * 60_000).toISOString();
}

export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

export function dateOnly(now: Date, days: number): string {
  return daysFrom(now, days).slice(0, 10);
}
