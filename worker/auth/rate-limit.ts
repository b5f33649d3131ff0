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

/** Milliseconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function retryAfterMs(db: Database, keys: AttemptKeys, now = Date.now()): Promise<number> {
  let wait = 0;
  for (const { key, max } of keysOf(keys)) {
    const row = await db.select().from(authAttempts).where(sql`${authAttempts.key} = ${key}`).get();
    if (row && row.failures >= max && now - row.windowStartedAt < WINDOW_MS) {
      wait = Math.max(wait, row.windowStartedAt + WINDOW_MS - now);
    }
  }
  return wait;
}

/** Counts a failure in one statement per key: a new window starts once the old one has passed. */
export async function recordFailure(db: Database, keys: AttemptKeys, now = Date.now()): Promise<void> {
  await db.batch(
    keysOf(keys).map(({ key }) =>
      db
        .insert(authAttempts)
        .values({ key, windowStartedAt: now, failures: 1 })
        .onConflictDoUpdate({
          target: authAttempts.key,
          set: {
            failures: sql`case when ${now} - ${authAttempts.windowStartedAt} >= ${WINDOW_MS} then 1 else ${authAttempts.failures} + 1 end`,
            windowStartedAt: sql`case when ${now} - ${authAttempts.windowStartedAt} >= ${WINDOW_MS} then ${now} else ${authAttempts.windowStartedAt} end`,
          },
        }),
    ) as [never, ...never[]],
  );
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(authAttempts).where(sql`${authAttempts.key} = ${`email:${email.trim().toLowerCase()}`}`);
}
