import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { notificationKinds } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/**
 * What the bell lists: comments and likes on my posts, mentions, RSVP updates, membership notices.
 * Texts are built when shown (in the reader's language) from kind, actor and the linked item.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The post, event or membership the notice is about (a same-site path to open). */
    link: text("link"),
    /** Kind-specific values for the text (post excerpt, event name, tier...). */
    data: text("data", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.readAt, t.createdAt)],
);
