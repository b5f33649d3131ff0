import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { createdAt, id, slug, translation } from "./columns";

export const forumCategories = sqliteTable("forum_categories", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Arabic and Urdu versions of name and description (null: readers get the English). */
  nameAr: translation("name_ar"),
  nameUr: translation("name_ur"),
  descriptionAr: translation("description_ar"),
  descriptionUr: translation("description_ur"),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Hidden categories (and their threads) are not listed; admins still see them. */
  isHidden: integer("is_hidden", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
});

export const forumThreads = sqliteTable(
  "forum_threads",
  {
    id: id(),
    slug: slug(),
    categoryId: text("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Display name at posting time (seeded threads have no account). */
    authorName: text("author_name").notNull(),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    isPinned: integer("is_pinned", { mode: "boolean" }).notNull().default(false),
    isLocked: integer("is_locked", { mode: "boolean" }).notNull().default(false),
    /** Kept in step with visible replies when one is added or removed. */
    replyCount: integer("reply_count").notNull().default(0),
    lastActivityAt: text("last_activity_at").notNull(),
    /** Set when an admin removed the thread: it disappears from lists, the row stays for the record. */
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("forum_threads_category_idx").on(t.categoryId, t.lastActivityAt)],
);

export const forumReplies = sqliteTable(
  "forum_replies",
  {
    id: id(),
    threadId: text("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("forum_replies_thread_idx").on(t.threadId, t.createdAt)],
);
