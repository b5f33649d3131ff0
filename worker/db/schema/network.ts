import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { createdAt } from "./columns";

/** A connection between two members, stored once with the smaller user id first. */
export const memberConnections = sqliteTable(
  "member_connections",
  {
    userA: text("user_a")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userB: text("user_b")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userA, t.userB] }), index("member_connections_b_idx").on(t.userB)],
);

/** Profile views: one row per viewer, profile and day, so reloading does not inflate the count. */
export const profileViews = sqliteTable(
  "profile_views",
  {
    profileUserId: text("profile_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    viewerUserId: text("viewer_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileUserId, t.viewerUserId, t.day] })],
);

/**
 * A connection request waiting for the addressee's answer. Accepting moves the pair into
 * member_connections; declining or withdrawing deletes the row. One row per direction (the primary key),
 * and a request to someone who already asked you is taken as their acceptance, so a pair never holds two.
 */
export const connectionRequests = sqliteTable(
  "connection_requests",
  {
    requesterUserId: text("requester_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addresseeUserId: text("addressee_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requesterUserId, t.addresseeUserId] }),
    index("connection_requests_addressee_idx").on(t.addresseeUserId, t.createdAt),
  ],
);
