import { and, eq, lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { findViewer } from "../auth/guards";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Printable ASCII, what clients put in headers (a UUID is 36 characters). */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Makes a write safe to replay (the offline queue may send it more than once): with an
 * `Idempotency-Key` header, the first outcome for that key, user and route is stored and every repeat
 * gets it back (with `Idempotency-Replayed: true`) without running the handler again. The same key
 * with a different body is refused (422); a repeat while the first is still running gets 409 and
 * Retry-After. Server errors (5xx) and 429s are not stored, so a retry runs again. Without the header the
 * route behaves as before.
 */
export function idempotent(route: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new AppError("bad_request", "Idempotency-Key must be 8 to 128 printable characters");
    }
    const db = c.var.db;
    // Hono keeps the body, so the handler can still read it after this.
    const requestHash = await sha256(await c.req.text());
    const viewer = await findViewer(c);
    const id = { scope: viewer?.user.id ?? "visitor", route, key };
    const where = and(
      eq(idempotencyKeys.scope, id.scope),
      eq(idempotencyKeys.route, id.route),
      eq(idempotencyKeys.key, id.key),
    );

    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...id, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const first = await db.select().from(idempotencyKeys).where(where).get();
      if (!first || first.requestHash !== requestHash) {
        throw new AppError(
          "validation_failed",
          "This Idempotency-Key was already used for a different request",
        );
      }
      if (first.statusCode === null || first.responseBody === null) {
        c.header("Retry-After", "1");
        throw new AppError("conflict", "A request with this Idempotency-Key is still being processed");
      }
      return c.newResponse(first.responseBody, first.statusCode as 200, {
        "content-type": "application/json",
        "Idempotency-Replayed": "true",
      });
    }

    await next();
    // A 429 did nothing yet (a limit said "later"): like a 5xx it is not stored, so the same key sent
    // after the wait runs again instead of replaying the refusal forever (the offline queue's retry).
    if (c.res.status >= 500 || c.res.status === 429) {
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    await db
      .update(idempotencyKeys)
      .set({ statusCode: c.res.status, responseBody: await c.res.clone().text() })
      .where(and(where, sql`${idempotencyKeys.statusCode} is null`));
  };
}

/** Stored outcomes are kept 48 hours (the promise is at least 24); the daily cron removes older ones. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 48 * 3_600_000).toISOString();
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
