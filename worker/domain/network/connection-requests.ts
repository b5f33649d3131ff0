import { and, eq, type SQL, sql } from "drizzle-orm";
import type { NotificationKind } from "../../contract/enums";
import type { ConnectionStatus } from "../../contract/home";
import { batchableSql, type Database } from "../../db/client";
import { connectionRequests, memberConnections } from "../../db/schema";
import { AppError } from "../../errors";
import { requireSlots } from "../../lib/limits";
import { isBlockedEitherWay } from "../messages/permission";
import { notificationInsertWhen } from "../notifications/notify";
import { connectionPair } from "../profile/connections";
import { sharesProfile } from "../profile/sharing";
import { connectionStatus } from "./connection-status";
import { refuseIfSuspended } from "./suspended";

const requestRow = (requester: string, addressee: string) =>
  and(eq(connectionRequests.requesterUserId, requester), eq(connectionRequests.addresseeUserId, addressee));

/**
 * A bell notice written only when `condition` holds inside the same batch, so a notice exists exactly
 * when the request or connection it announces was made. The text is built when shown, in the reader's
 * language (app/components/notifications/notification-text.ts).
 * A connection request's notice also goes to the addressee's phones (Web Push: the trigger on
 * notifications, see worker/domain/push/fanout.ts).
 */
function noticeWhen(db: Database, kind: NotificationKind, to: string, actor: string, condition: SQL) {
  return notificationInsertWhen(
    db,
    { userId: to, kind, actorUserId: actor, link: `/profile/${actor}` },
    condition,
  );
}

/**
 * One request a week from one member to the same other member, counted when a request is made (not
 * when it ends): request, withdraw, request again within the week is refused, so the other member's
 * phone rings at most once a week for the same person (issue 33: 15 tries rang it 14 times).
 */
export const CONNECTION_ASK_WINDOW_MS = 7 * 24 * 3_600_000;
/** The counter key (auth_attempts); it names both members, so account deletion must remove it. */
export const connectionAskKey = (me: string, other: string) => `connect:${me}>${other}`;

/**
 * `me` asks `other` to connect. Nothing is connected until `other` accepts. Asking someone who already
 * asked you accepts their request; asking twice keeps one request (and one notice). Only members who
 * share their profile can be asked: the same 404 as their card otherwise; a suspended member is refused,
 * so is a member either of them blocked, and a second request within a week (429).
 */
export async function requestConnection(
  db: Database,
  me: string,
  other: string,
  now = Date.now(),
): Promise<ConnectionStatus> {
  if (me === other) throw new AppError("bad_request", "You cannot connect to yourself");
  const status = await connectionStatus(db, me, other);
  if (status === "connected" || status === "outgoing") return status;
  if (status === "incoming") return acceptConnection(db, me, other);
  if (!(await sharesProfile(db, other))) {
    throw new AppError("not_found", "This profile is private or does not exist");
  }
  await refuseIfSuspended(db, other);
  // The same answer, in the same words, as a message across a block (messages/send.ts): it names no
  // side, so the blocked member learns no more here than a message already tells them.
  if (await isBlockedEitherWay(db, me, other)) {
    throw new AppError("forbidden", "Connection requests between you and this member are blocked");
  }
  await requireSlots(
    db,
    [{ key: connectionAskKey(me, other), max: 1, windowMs: CONNECTION_ASK_WINDOW_MS }],
    now,
    "You asked this member to connect less than a week ago. You can ask again later.",
  );
  // The request's own time marks it: the notice is written only if this statement created the row.
  const at = new Date(now).toISOString();
  await db.batch([
    db
      .insert(connectionRequests)
      .values({ requesterUserId: me, addresseeUserId: other, createdAt: at })
      .onConflictDoNothing(),
    noticeWhen(
      db,
      "connection_request",
      other,
      me,
      sql`exists (select 1 from connection_requests where requester_user_id = ${me}
        and addressee_user_id = ${other} and created_at = ${at})`,
    ),
  ]);
  return "outgoing";
}

/** `me` accepts `requester`'s request: the pair becomes a connection and the requester is told. */
export async function acceptConnection(
  db: Database,
  me: string,
  requester: string,
): Promise<ConnectionStatus> {
  const pending = sql`exists (select 1 from connection_requests
    where requester_user_id = ${requester} and addressee_user_id = ${me})`;
  const pair = connectionPair(me, requester);
  const [, , removed] = await db.batch([
    batchableSql(
      db,
      sql`insert or ignore into member_connections (user_a, user_b) select ${pair.userA}, ${pair.userB} where ${pending}`,
    ),
    noticeWhen(db, "connection_accepted", requester, me, pending),
    db
      .delete(connectionRequests)
      .where(requestRow(requester, me))
      .returning({ requester: connectionRequests.requesterUserId }),
  ]);
  if (removed.length > 0) return "connected";
  // Accepting again (a second tab, a retried tap) finds the connection already made.
  if ((await connectionStatus(db, me, requester)) === "connected") return "connected";
  throw new AppError("not_found", "There is no pending request from this member");
}

/** `me` turns down `requester`'s request. The requester is not told: their request is simply gone. */
export async function declineConnection(
  db: Database,
  me: string,
  requester: string,
): Promise<ConnectionStatus> {
  const removed = await db
    .delete(connectionRequests)
    .where(requestRow(requester, me))
    .returning({ requester: connectionRequests.requesterUserId });
  if (removed.length === 0) throw new AppError("not_found", "There is no pending request from this member");
  return connectionStatus(db, me, requester);
}

/**
 * Withdraws `me`'s request to `other` and removes a connection between them; a member can always drop
 * a tie, whether or not the other still shares their profile. A request `other` sent stays for `me` to
 * answer (decline is its own action).
 */
export async function withdrawOrRemove(db: Database, me: string, other: string): Promise<ConnectionStatus> {
  const pair = connectionPair(me, other);
  await db.batch([
    db.delete(connectionRequests).where(requestRow(me, other)),
    db
      .delete(memberConnections)
      .where(and(eq(memberConnections.userA, pair.userA), eq(memberConnections.userB, pair.userB))),
  ]);
  return connectionStatus(db, me, other);
}
