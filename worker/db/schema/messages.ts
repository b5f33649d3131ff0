import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/**
 * One conversation per pair of members, its id `<smaller user id>:<larger user id>` (the name of its
 * Durable Object too). Read receipts are the last message number each side has read, so an unread
 * count is one comparison. `stranger` marks a conversation started with someone not connected: those
 * count towards the daily limit on new conversations (spam).
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userA: text("user_a")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userB: text("user_b")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startedBy: text("started_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stranger: integer("stranger", { mode: "boolean" }).notNull().default(false),
    lastSeq: integer("last_seq").notNull().default(0),
    lastMessageAt: text("last_message_at"),
    readSeqA: integer("read_seq_a").notNull().default(0),
    readSeqB: integer("read_seq_b").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_a_idx").on(t.userA, t.lastMessageAt),
    index("conversations_b_idx").on(t.userB, t.lastMessageAt),
    index("conversations_started_idx").on(t.startedBy, t.createdAt),
  ],
);

/** A message, numbered 1, 2, 3... within its conversation (the UNIQUE index keeps numbers single). */
export const directMessages = sqliteTable(
  "direct_messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("direct_messages_seq_idx").on(t.conversationId, t.seq),
    index("direct_messages_sender_idx").on(t.senderId),
  ],
);

/** A member who blocked another: no messages either way while the row exists. */
export const messageBlocks = sqliteTable(
  "message_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("message_blocks_blocked_idx").on(t.blockedId),
  ],
);

/** A conversation reported to the admins: who reported whom and why, never the messages themselves. */
export const messageReports = sqliteTable(
  "message_reports",
  {
    id: id(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reportedId: text("reported_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["open", "dismissed"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    index("message_reports_status_idx").on(t.status, t.createdAt),
    // One open report per reporter and reported member (issue 33: reports were unlimited); once an
    // admin has dismissed it, the reporter may report the conversation again.
    uniqueIndex("message_reports_one_open_per_pair")
      .on(t.reporterId, t.reportedId)
      .where(sql`status = 'open'`),
  ],
);

export const conversationIdOf = (one: string, other: string) =>
  one < other ? `${one}:${other}` : `${other}:${one}`;

/**
 * Where a member has opened a live socket: one row per member and partner (upserted on each open), so
 * the end of a session (sign-out, password change, suspension, deletion) knows which conversation rooms
 * to ask to close that session's sockets. Both ids go with either account (ON DELETE CASCADE): no
 * member id stays behind a deletion.
 */
export const liveConversations = sqliteTable(
  "live_conversations",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    partnerId: text("partner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.partnerId] }),
    index("live_conversations_partner_idx").on(t.partnerId),
  ],
);
