import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { authAttempts } from "../db/schema";

/** After this many failures in the window, sign-in for that account or address is refused. */
export const MAX_FAILURES = { email: 5, ip: 20 } as const;
export const WINDOW_MS = 15 * 60_000;

export type AttemptKeys = { email: string; ip: string | null };

const keysOf = ({ email, ip }: AttemptKeys) => [
  { key: `email:${email.trim().toLowerCase()}`, max: MAX_FAILURES.email },
  ...(ip ? [{ key: `ip:${ip}`, max: MAX_FAILURES.ip }] : []),
];

/** Milliseconds until `key` may be tried again (after `max` failures in the window), or 0. */
export async function keyRetryAfterMs(
  db: Database,
  key: string,
  max: number,
  now = Date.now(),
  windowMs = WINDOW_MS,
): Promise<number> {
  const row = await db.select().from(authAttempts).where(sql`${authAttempts.key} = ${key}`).get();
  if (row && row.failures >= max && now - row.windowStartedAt < windowMs) {
    return row.windowStartedAt + windowMs - now;
  }
  return 0;
}

/** Milliseconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function retryAfterMs(db: Database, keys: AttemptKeys, now = Date.now()): Promise<number> {
  let wait = 0;
  for (const { key, max } of keysOf(keys)) wait = Math.max(wait, await keyRetryAfterMs(db, key, max, now));
  return wait;
}

/** One failure for `key`, in one statement: a new window starts once the old one has passed. */
function failureUpsert(db: Database, key: string, now: number, windowMs = WINDOW_MS) {
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

export async function recordKeyFailure(
  db: Database,
  key: string,
  now = Date.now(),
  windowMs = WINDOW_MS,
): Promise<void> {
  await failureUpsert(db, key, now, windowMs);
}

/** Counts a sign-in failure for the account and the address. */
export async function recordFailure(db: Database, keys: AttemptKeys, now = Date.now()): Promise<void> {
  await db.batch(keysOf(keys).map(({ key }) => failureUpsert(db, key, now)) as [never, ...never[]]);
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(authAttempts).where(sql`${authAttempts.key} = ${`email:${email.trim().toLowerCase()}`}`);
}
