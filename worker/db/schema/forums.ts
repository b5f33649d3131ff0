import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, slug } from "./columns";

export const forumCategories = sqliteTable("forum_categories", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
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
    /** Display name for seeded threads; member-authored threads add an author id in the forums issue. */
    authorName: text("author_name").notNull(),
    isPinned: integer("is_pinned", { mode: "boolean" }).notNull().default(false),
    isLocked: integer("is_locked", { mode: "boolean" }).notNull().default(false),
    replyCount: integer("reply_count").notNull().default(0),
    lastActivityAt: text("last_activity_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("forum_threads_category_idx").on(t.categoryId, t.lastActivityAt)],
);
