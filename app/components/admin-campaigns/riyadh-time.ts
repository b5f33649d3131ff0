// Campaign times are chosen in Riyadh time whatever the admin's device says: Saudi Arabia keeps UTC+03:00
// all year (no daylight saving), so a fixed offset is exact.
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A datetime-local value ("2026-12-10T09:00", Riyadh wall clock) as the contract's ISO with +03:00; null if incomplete. */
export const sendAtOf = (value: string): string | null =>
  LOCAL_INPUT.test(value) ? `${value}:00+03:00` : null;

/** A stored instant back as the Riyadh wall clock a datetime-local input shows. */
export const riyadhInputOf = (iso: string) =>
  new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
