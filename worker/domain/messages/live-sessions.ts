import { eq, sql } from "drizzle-orm";
import { LIVE_CLOSE, LIVE_CLOSE_REASON } from "../../contract/live";
import type { Database } from "../../db/client";
import { conversationIdOf, liveConversations, user } from "../../db/schema";
import { AppError } from "../../errors";
import { type MessagingStatus, messagingStatus } from "./permission";
import type { ConversationRooms } from "./rooms";

/**
 * A live socket belongs to a session. Opening one is checked here (the partner exists, no block, and
 * one of the two may write to the other) and recorded (which conversations the member has sockets in), so the end of a
 * session closes its sockets in every conversation at once; a block closes the conversation's. The
 * safety net for anything missed (a session that simply expired, a deletion whose rows went by
 * cascade) is `liveVerdicts`, checked by the room before every broadcast.
 */

/** Who a socket was opened for: its tags in the conversation's Durable Object. */
export type LiveSocketOwner = { memberId: string; sessionId: string; partnerId: string };

/** Which sockets of one member to close; all of theirs without `sessionIds`. */
export type LiveSocketMatch = {
  userId: string;
  sessionIds?: string[];
  /** Only the conversation with this partner. */
  partnerId?: string;
};

export type CloseSockets = LiveSocketMatch & { code: number; reason: string };

/**
 * Whether a member may listen live to their conversation with a partner: no block either way, and one
 * of them may write to the other (messagingStatus in either direction). Not only "I may write": a
 * member waiting for someone who may write to them (they share their profile) must hear the first
 * message arrive, though they cannot write first.
 */
export async function mayListenLive(
  db: Database,
  memberId: string,
  partnerId: string,
  /** The member's own messagingStatus towards the partner, when the caller has it already. */
  known?: MessagingStatus,
): Promise<boolean> {
  const mine = known ?? (await messagingStatus(db, memberId, partnerId));
  if (mine.blocked) return false;
  return mine.allowed || (await messagingStatus(db, partnerId, memberId)).allowed;
}

/**
 * Refuses a socket nobody could use before any room is made (404: no such member; 403: a block, or
 * neither may write to the other), and records the conversation as one the member has opened live.
 */
export async function admitLiveSocket(db: Database, memberId: string, partnerId: string): Promise<void> {
  if (partnerId === memberId) throw new AppError("bad_request", "You cannot message yourself");
  const partner = await db.select({ id: user.id }).from(user).where(eq(user.id, partnerId)).get();
  if (!partner) throw new AppError("not_found", "No such member");
  if (!(await mayListenLive(db, memberId, partnerId))) {
    throw new AppError("forbidden", "This conversation cannot be followed live");
  }
  await db
    .insert(liveConversations)
    .values({ userId: memberId, partnerId })
    .onConflictDoUpdate({
      target: [liveConversations.userId, liveConversations.partnerId],
      set: { createdAt: new Date().toISOString() },
    });
}

/**
 * Closes the sockets of a member's ended sessions (or all of theirs) in every conversation they have
 * opened live. A room that cannot be reached is logged, not fatal: its next broadcast checks again.
 */
export async function endLiveSockets(
  deps: { db: Database; rooms: ConversationRooms },
  match: LiveSocketMatch,
  why: keyof typeof LIVE_CLOSE = "sessionEnded",
): Promise<void> {
  const partners = match.partnerId
    ? [match.partnerId]
    : (
        await deps.db
          .select({ partnerId: liveConversations.partnerId })
          .from(liveConversations)
          .where(eq(liveConversations.userId, match.userId))
      ).map((row) => row.partnerId);
  await Promise.all(
    partners.map((partnerId) =>
      deps.rooms
        .closeSockets(conversationIdOf(match.userId, partnerId), {
          ...match,
          code: LIVE_CLOSE[why],
          reason: LIVE_CLOSE_REASON[why],
        })
        .catch((error: unknown) => console.error("Closing live sockets failed", error)),
    ),
  );
}

/** A block (either way): neither member reads the conversation live any more. */
export async function endConversationLive(
  deps: { db: Database; rooms: ConversationRooms },
  one: string,
  other: string,
): Promise<void> {
  await Promise.all([
    endLiveSockets(deps, { userId: one, partnerId: other }, "notAllowed"),
    endLiveSockets(deps, { userId: other, partnerId: one }, "notAllowed"),
  ]);
}

export type LiveVerdict = "ok" | keyof typeof LIVE_CLOSE;

/** D1 takes at most 100 bound values a query; four a socket. */
const OWNERS_PER_QUERY = 20;

/**
 * For each socket, in one query (per 20 sockets): is its session still there, unexpired and its
 * member's (not suspended; a deleted account has no sessions), and may the member still read the
 * conversation (the partner exists and no block either way)?
 */
export async function liveVerdicts(
  db: Database,
  owners: LiveSocketOwner[],
  now = Date.now(),
): Promise<LiveVerdict[]> {
  const verdicts: LiveVerdict[] = owners.map(() => "sessionEnded");
  for (let start = 0; start < owners.length; start += OWNERS_PER_QUERY) {
    const chunk = owners.slice(start, start + OWNERS_PER_QUERY);
    const values = sql.join(
      chunk.map(
        (owner, index) => sql`(${start + index}, ${owner.sessionId}, ${owner.memberId}, ${owner.partnerId})`,
      ),
      sql`, `,
    );
    const rows = await db.all<{ i: number; live: number; readable: number }>(sql`
      with receivers(i, sid, uid, pid) as (values ${values})
      select r.i as i,
        exists (
          select 1 from "session" s
          where s.id = r.sid and s.user_id = r.uid and s.expires_at > ${now}
            and not exists (
              select 1 from members m where m.user_id = r.uid and m.account_status = 'suspended'
            )
        ) as live,
        (
          exists (select 1 from "user" u where u.id = r.pid)
          and not exists (
            select 1 from message_blocks b
            where (b.blocker_id = r.uid and b.blocked_id = r.pid)
               or (b.blocker_id = r.pid and b.blocked_id = r.uid)
          )
        ) as readable
      from receivers r`);
    for (const row of rows) {
      verdicts[Number(row.i)] = !row.live ? "sessionEnded" : !row.readable ? "notAllowed" : "ok";
    }
  }
  return verdicts;
}
