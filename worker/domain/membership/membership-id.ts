// The format of membership numbers, with no database access so the seed (compiled for Node) can use it.
// Allocation, which checks the unique index, is membership-number.ts.

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so the Riyadh date is a fixed shift. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
/** A day's numbers have four digits while the day has them, then five, six... (issue 32). */
export const FIRST_WIDTH = 4;

const randomBelow = (limit: number) => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % limit;
};

/** Random digits of a width, 0000-9999 by default. A property of an object so tests can force collisions. */
export const membershipIdRandom = {
  digits(width = FIRST_WIDTH): string {
    return String(randomBelow(10 ** width)).padStart(width, "0");
  },
};

/** The Riyadh calendar day as YYYYMMDD. */
export const riyadhDay = (now: Date) =>
  new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");

/** `{prefix}-YYYYMMDD-NNNN` with the date as it is in Riyadh (spec point 4); NNNNN past a day's 10,000. */
export function membershipIdFor(prefix: string, now: Date, digits = membershipIdRandom.digits()): string {
  return `${prefix}-${riyadhDay(now)}-${digits}`;
}

/** The number columns of a new member row: a Basic card from the first day. */
export const numberColumns = (membershipId: string | null, now: Date) => ({
  membershipId,
  membershipSince: membershipId ? now.toISOString() : null,
  membershipTier: "basic" as const,
});
