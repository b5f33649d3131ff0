import { keyRetryAfterMs, recordKeyFailure } from "../../auth/rate-limit";
import type { Database } from "../../db/client";

/**
 * How /verify resists enumeration without locking out partners (issue 17).
 *
 * Membership ids follow a guessable pattern (SPPC-YYYYMMDD-NNNN, four random digits a day), so a
 * client walking the range would collect names. Walking the range is mostly misses; checking real
 * cards is all hits. So only MISSES count: a well-formed id that matches no card, per client address,
 * in a fixed window kept in D1 (auth_attempts, shared by every worker instance, not one isolate's
 * memory). Hits never count and never reset the count (a known id interleaved with guesses must not
 * wipe the guesses), so a partner checking any number of real cards is never slowed by them.
 *
 * Once an address reaches the miss limit, every lookup from it (hits too) is refused until its window
 * ends, at most VERIFY_MISS_WINDOW_MS. Refusing only the misses would not work: a 429 for unknown ids
 * next to a 200 for real ones still tells the guesser which ids exist. The limit is generous enough
 * that a carrier's shared address (many partners behind one address) reaches it only when someone
 * behind it is guessing, and then only for a few minutes. Any lookup that finds no card counts, typed
 * in any form: ids are matched after normalising (any case, loose spaces and dashes), so a partner's
 * sloppy typing of a real number is a hit, and a real typo costs one miss of the budget.
 * A per-date-prefix count across addresses was considered and left out: refusing a whole day's ids
 * to everyone would let one guesser lock every partner out of them.
 */
export const VERIFY_MISSES_ALLOWED = 30;
export const VERIFY_MISS_WINDOW_MS = 10 * 60_000;

const missKey = (ip: string | null) => `verify-miss:${ip ?? "unknown"}`;

/** Milliseconds until this address may look up cards again, or 0. */
export function verifyRetryAfterMs(db: Database, ip: string | null, now = Date.now()): Promise<number> {
  return keyRetryAfterMs(db, missKey(ip), VERIFY_MISSES_ALLOWED, now, VERIFY_MISS_WINDOW_MS);
}

/** Counts one lookup that matched no card. */
export function recordVerifyMiss(db: Database, ip: string | null, now = Date.now()): Promise<void> {
  return recordKeyFailure(db, missKey(ip), now, VERIFY_MISS_WINDOW_MS);
}
