import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { pushKinds } from "../../contract/push";
import { user } from "./auth";
import { createdAt } from "./columns";

/**
 * One row per device a member turned push on for (the browser's push endpoint is unique per install).
 * The keys encrypt what is sent to that device; the push service's 404 or 410 removes the row.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** The kinds a member switched off (every kind is on until then). */
export const pushKindsOff = sqliteTable(
  "push_kinds_off",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: pushKinds }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Pushes waiting to be sent, written next to the bell notice or mail that causes them (a trigger on
 * notifications, see migration push_fanout; or pushRow in worker/domain/push/fanout.ts) and sent by the
 * sppc-push queue consumer, which deletes the row. `source` is the notice kind or the push's own kind;
 * names are read when sent, so a row holds ids and event or post words only.
 */
export const pushOutbox = sqliteTable(
  "push_outbox",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    link: text("link"),
    data: text("data", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    queuedAt: text("queued_at"),
    createdAt: createdAt(),
  },
  (t) => [index("push_outbox_queued_idx").on(t.queuedAt)],
);
