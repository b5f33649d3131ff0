// Offline, the app cannot ask the server who is signed in. The check-in screen remembers the steward
// who last opened it online on this device, for a limited time, so it can open from the local store.
// localStorage (not IndexedDB) because forgetting must finish synchronously before a sign-out navigates.
const KEY = "sppc.checkin.doorUser";
const VALID_MS = 48 * 3_600_000;

export function rememberDoorUser(userId: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, at: now }));
  } catch {
    // Storage blocked: the screen then simply cannot open offline.
  }
}

export function readDoorUser(now = Date.now()): string | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "null") as {
      userId?: unknown;
      at?: unknown;
    } | null;
    if (typeof parsed?.userId !== "string" || typeof parsed.at !== "number") return null;
    return now - parsed.at < VALID_MS ? parsed.userId : null;
  } catch {
    return null;
  }
}

/** At sign-out: nobody can open the saved lists offline any more (the data stays keyed to its user). */
export function forgetDoorUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
