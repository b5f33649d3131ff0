/** YYYY-MM-DD, the shape of every calendar day the API reads. */
export const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the text names a real calendar day: 2026-02-31 and 2026-13-45 do not. Never throws, so a
 * schema can call it on anything a client sent (an invalid Date's toISOString throws a RangeError).
 */
export function isRealIsoDay(value: string): boolean {
  if (!isoDayPattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}
