import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { postTypes } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id, stringList } from "./columns";

/** Member posts of the home feed. Counts are kept in step with their tables in the same batch. */
export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    authorUserId: text("author_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Plain text as typed (trimmed); links, #hashtags and @mentions are recognised when shown. */
    content: text("content").notNull(),
    postType: text("post_type", { enum: postTypes }).notNull().default("standard"),
    /** The type's fields (spec point 3), validated by the shared zod schema of that type. */
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    /** #hashtags found in the content, lower-cased without '#', for trending topics. */
    tags: stringList("tags"),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    sharesCount: integer("shares_count").notNull().default(0),
    editedAt: text("edited_at"),
    /** Set when an admin removed it after a report: it leaves every list, the row stays for the record. */
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset pagination: newest first, ties broken by id.
    index("posts_feed_idx").on(t.createdAt, t.id),
    index("posts_author_idx").on(t.authorUserId, t.createdAt),
  ],
);

export const postLikes = sqliteTable(
  "post_likes",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_idx").on(t.userId)],
);

export const postSaves = sqliteTable(
  "post_saves",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("post_saves_user_idx").on(t.userId, t.createdAt),
  ],
);

/** A share counts once per member (native share or copied link). */
export const postShares = sqliteTable(
  "post_shares",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postComments = sqliteTable(
  "post_comments",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    editedAt: text("edited_at"),
    createdAt: createdAt(),
  },
  (t) => [index("post_comments_post_idx").on(t.postId, t.createdAt)],
);

export const postReportStatuses = ["open", "dismissed", "removed"] as const;

/** 'Report' on a post: one per member and post; admins work through the open ones. */
export const postReports = sqliteTable(
  "post_reports",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    reporterUserId: text("reporter_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: postReportStatuses }).notNull().default("open"),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("post_reports_one_per_member").on(t.postId, t.reporterUserId),
    index("post_reports_status_idx").on(t.status, t.createdAt),
  ],
);
