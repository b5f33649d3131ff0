import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The first outcome of a write sent with an `Idempotency-Key` (RSVPs and posts queued offline may be
 * sent several times): a repeat gets the stored answer instead of writing again. Kept at least 24 hours
 * (the retention job removes rows after 48).
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    /** The member's user id; "visitor" for signed-out RSVPs (their replay must match the body exactly). */
    scope: text("scope").notNull(),
    /** Which write: "rsvp" or "post". */
    route: text("route").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.route, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
