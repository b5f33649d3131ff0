import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { authAttempts } from "../db/schema";

/**
 * Counters in D1's auth_attempts (never in memory: every isolate must see the same counts).
 *
 * Sign-in is limited per (account, address) pair with a delay that doubles with each failure, so a
 * stranger guessing a password slows only themselves: the owner, signing in from their own address,
 * is never refused because someone else failed. Each address also has a ceiling across all accounts
 * (one machine spraying many accounts). The account-wide count only decides when the owner hears of it.
 */
export const WINDOW_MS = 15 * 60_000;
/** Failures of one address across every account, per WINDOW_MS, before that address must wait. */
export const ADDRESS_FAILURES = 20;
/** Failures of one pair that cost nothing; from then on each one doubles the wait, up to the cap. */
export const FREE_PAIR_FAILURES = 3;
export const FIRST_DELAY_MS = 15_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A pair with no failure for this long starts again from zero. */
export const PAIR_MEMORY_MS = 24 * 3_600_000;
/** The account-wide count (for the owner's notice) is kept per hour. */
export const ACCOUNT_WINDOW_MS = 3_600_000;
/**
 * Failures a device cookie may see in a day before it stops being trusted (device-cookie.ts): a
 * member mistypes a few times; a stolen cookie then gets no more than the untrusted client's limits.
 */
export const DEVICE_FAILURES = 5;
export const DEVICE_WINDOW_MS = 24 * 3_600_000;
/** Wrong passwords on the account-deletion form, per member, per WINDOW_MS. */
export const DELETION_FAILURES = 5;

export type AttemptKeys = { email: string; ip: string | null };

const emailOf = (email: string) => email.trim().toLowerCase();
const pairKey = ({ email, ip }: AttemptKeys) => `pair:${emailOf(email)}|${ip ?? "unknown"}`;
/** Also read by the data export (worker/domain/privacy/export.ts). */
export const accountKey = (email: string) => `email:${emailOf(email)}`;
const addressKey = (ip: string) => `ip:${ip}`;
const deviceKey = (nonce: string) => `device:${nonce}`;
/** Keyed by the member's id; the row goes when the account does (worker/routes/privacy.ts). */
export const deletionKey = (userId: string) => `delete-password:${userId}`;
/** The once-a-day marker of the owner's notice about failed sign-ins. */
export const noticeKey = (email: string) => `notice:${emailOf(email)}`;

/** The wait a pair owes after `failures` failures in a row: 0, 0, 0, 15 s, 30 s, 1 min ... 15 min. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_PAIR_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_PAIR_FAILURES), MAX_DELAY_MS);
}

const rowOf = (db: Database, key: string) =>
  db.select().from(authAttempts).where(sql`${authAttempts.key} = ${key}`).get();

/** Milliseconds until `key` may be tried again (after `max` failures in the window), or 0. */
export async function keyRetryAfterMs(
  db: Database,
  key: string,
  max: number,
  now = Date.now(),
  windowMs = WINDOW_MS,
): Promise<number> {
  const row = await rowOf(db, key);
  if (row && row.failures >= max && now - row.windowStartedAt < windowMs) {
    return row.windowStartedAt + windowMs - now;
  }
  return 0;
}

/** Milliseconds until this account may be tried again from this address, or 0 when it may be tried now. */
export async function retryAfterMs(db: Database, keys: AttemptKeys, now = Date.now()): Promise<number> {
  // For pair rows, window_started_at holds the time of the last failure.
  const pair = await rowOf(db, pairKey(keys));
  const pairWait =
    pair && now - pair.windowStartedAt < PAIR_MEMORY_MS
      ? Math.max(0, pair.windowStartedAt + pairDelayMs(pair.failures) - now)
      : 0;
  const addressWait = keys.ip ? await keyRetryAfterMs(db, addressKey(keys.ip), ADDRESS_FAILURES, now) : 0;
  return Math.max(pairWait, addressWait);
}

/**
 * One more count for `key`, in one statement: a new window starts once the old one has passed. Also
 * the visitor-mail limits' count (add `.returning()` to read it in the same statement).
 */
export function countInWindow(db: Database, key: string, now: number, windowMs = WINDOW_MS) {
  return db
    .insert(authAttempts)
    .values({ key, windowStartedAt: now, failures: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        failures: sql`case when ${now} - ${authAttempts.windowStartedAt} >= ${windowMs} then 1 else ${authAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${now} - ${authAttempts.windowStartedAt} >= ${windowMs} then ${now} else ${authAttempts.windowStartedAt} end`,
      },
    });
}

/** One more failure of a pair: the count grows (or restarts after a quiet day), the time is now. */
function pairFailureUpsert(db: Database, key: string, now: number) {
  return db
    .insert(authAttempts)
    .values({ key, windowStartedAt: now, failures: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        failures: sql`case when ${now} - ${authAttempts.windowStartedAt} >= ${PAIR_MEMORY_MS} then 1 else ${authAttempts.failures} + 1 end`,
        windowStartedAt: sql`${now}`,
      },
    });
}

export async function recordKeyFailure(
  db: Database,
  key: string,
  now = Date.now(),
  windowMs = WINDOW_MS,
): Promise<void> {
  await countInWindow(db, key, now, windowMs);
}

/** Counts a sign-in failure for the pair, the account and the address; answers the account's count this hour. */
export async function recordFailure(db: Database, keys: AttemptKeys, now = Date.now()): Promise<number> {
  const account = accountKey(keys.email);
  await db.batch([
    pairFailureUpsert(db, pairKey(keys), now),
    countInWindow(db, account, now, ACCOUNT_WINDOW_MS),
    ...(keys.ip ? [countInWindow(db, addressKey(keys.ip), now)] : []),
  ]);
  return (await rowOf(db, account))?.failures ?? 0;
}

const clearKey = async (db: Database, key: string) => {
  await db.delete(authAttempts).where(sql`${authAttempts.key} = ${key}`);
};

/** A successful sign-in clears its pair (the account's hourly count and the address's ceiling run out alone). */
export const clearFailures = (db: Database, keys: AttemptKeys) => clearKey(db, pairKey(keys));

/** Whether a device cookie (its nonce) is still trusted: fewer than DEVICE_FAILURES failures today. */
export async function deviceTrusted(db: Database, nonce: string, now = Date.now()): Promise<boolean> {
  const wait = await keyRetryAfterMs(db, deviceKey(nonce), DEVICE_FAILURES, now, DEVICE_WINDOW_MS);
  return wait === 0;
}

/**
 * A wrong password from a trusted device counts against that cookie (and the account's hourly count,
 * for the owner's notice), not against the address or the pair: it answers the account's count.
 */
export async function recordDeviceFailure(
  db: Database,
  nonce: string,
  email: string,
  now = Date.now(),
): Promise<number> {
  const account = accountKey(email);
  await db.batch([
    countInWindow(db, deviceKey(nonce), now, DEVICE_WINDOW_MS),
    countInWindow(db, account, now, ACCOUNT_WINDOW_MS),
  ]);
  return (await rowOf(db, account))?.failures ?? 0;
}

/** The cookie is replaced by a new one on success; its count goes with it. */
export const clearDeviceFailures = (db: Database, nonce: string) => clearKey(db, deviceKey(nonce));

/** Milliseconds until this member may try the deletion password again: only their own failures count. */
export const deletionRetryAfterMs = (db: Database, userId: string, now = Date.now()) =>
  keyRetryAfterMs(db, deletionKey(userId), DELETION_FAILURES, now);

export const recordDeletionFailure = (db: Database, userId: string, now = Date.now()) =>
  recordKeyFailure(db, deletionKey(userId), now);

export const clearDeletionFailures = (db: Database, userId: string) => clearKey(db, deletionKey(userId));

/**
 * Claims the right to send `key`'s notice, at most once per `everyMs`, in one statement (two requests
 * racing both see the row, only one updates it). True when the caller should send it now.
 */
export async function claimOncePer(db: Database, key: string, everyMs: number, now = Date.now()) {
  const claimed = await db
    .insert(authAttempts)
    .values({ key, windowStartedAt: now, failures: 0 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: { windowStartedAt: now },
      setWhere: sql`${now} - ${authAttempts.windowStartedAt} >= ${everyMs}`,
    })
    .returning({ key: authAttempts.key });
  return claimed.length > 0;
}
