import { inArray, sql } from "drizzle-orm";
import { countInWindow } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { authAttempts } from "../db/schema";
import { AppError } from "../errors";

/** One counter: at most `max` counts of `key` per fixed window of `windowMs`. */
export type Limit = { key: string; max: number; windowMs: number };

/**
 * Counts one more for every limit, then answers the milliseconds until the fullest one that is over
 * its max starts a new window (0: every count is within its limit, go ahead).
 *
 * The counters are D1 rows (auth_attempts, shared by every isolate, never one isolate's memory), all
 * raised in ONE batch (one round trip: this sits on hot paths such as sending a message), each by an
 * upsert that returns its new count, so two requests racing each see their own increment and together
 * never pass a limit. Refused attempts count too (the window does not move): what is limited is the
 * work a member can make us do, and waiting out the window is all it takes.
 */
export async function takeSlots(db: Database, limits: Limit[], now: number): Promise<number> {
  const [first, ...rest] = limits.map((limit) =>
    countInWindow(db, limit.key, now, limit.windowMs).returning({
      failures: authAttempts.failures,
      windowStartedAt: authAttempts.windowStartedAt,
    }),
  );
  if (!first) return 0;
  const results = await db.batch([first, ...rest]);
  let waitMs = 0;
  limits.forEach((limit, index) => {
    const row = results[index]?.[0];
    if (row && row.failures > limit.max) {
      waitMs = Math.max(waitMs, row.windowStartedAt + limit.windowMs - now);
    }
  });
  return waitMs;
}

/**
 * The one 429 shape: code rate_limited, the wait in whole seconds (at least 1) in details; the API's
 * error handler turns `retryAfterSeconds` into the Retry-After header, the app translates by code.
 */
export function rateLimited(message: string, waitMs: number, details: Record<string, unknown> = {}) {
  return new AppError("rate_limited", message, {
    ...details,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

/** Refuses with `message` when any limit is passed (see takeSlots). */
export async function requireSlots(
  db: Database,
  limits: Limit[],
  now: number,
  message: string,
  details?: Record<string, unknown>,
): Promise<void> {
  const waitMs = await takeSlots(db, limits, now);
  if (waitMs > 0) throw rateLimited(message, waitMs, details);
}

/**
 * Gives back one count of each limit, for work that was counted but then failed on our side (a lost
 * connection to a Durable Object): a retry of the same request must not be refused for our failure.
 */
export async function releaseSlots(db: Database, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  await db
    .update(authAttempts)
    .set({ failures: sql`max(${authAttempts.failures} - 1, 0)` })
    .where(
      inArray(
        authAttempts.key,
        limits.map((limit) => limit.key),
      ),
    );
}
