import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversationIdOf, conversations, memberConnections, messageBlocks } from "../../db/schema";
import { sharesProfile } from "../profile/sharing";

/**
 * Why one member may or may not write to another:
 * - allowed: they are connected (an accepted connection in member_connections), the recipient shares
 *   their profile with members (the profile_sharing consent), or the recipient started this
 *   conversation (so a member who does not share can still answer whoever they wrote to);
 * - blocked: either one blocked the other;
 * - not_allowed: none of the above.
 * `connected` decides whether a new conversation counts towards the daily limit for strangers.
 */
export type MessagingStatus = { allowed: boolean; blocked: boolean; connected: boolean };

export async function isBlockedEitherWay(db: Database, one: string, other: string): Promise<boolean> {
  const row = await db
    .select({ blocker: messageBlocks.blockerId })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, one), eq(messageBlocks.blockedId, other)),
        and(eq(messageBlocks.blockerId, other), eq(messageBlocks.blockedId, one)),
      ),
    )
    .get();
  return Boolean(row);
}

async function areConnected(db: Database, one: string, other: string): Promise<boolean> {
  const [userA, userB] = one < other ? [one, other] : [other, one];
  const row = await db
    .select({ userA: memberConnections.userA })
    .from(memberConnections)
    .where(and(eq(memberConnections.userA, userA), eq(memberConnections.userB, userB)))
    .get();
  return Boolean(row);
}

async function startedBy(db: Database, starter: string, other: string): Promise<boolean> {
  const row = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationIdOf(starter, other)), eq(conversations.startedBy, starter)))
    .get();
  return Boolean(row);
}

export async function messagingStatus(db: Database, from: string, to: string): Promise<MessagingStatus> {
  const [blocked, connected] = await Promise.all([
    isBlockedEitherWay(db, from, to),
    areConnected(db, from, to),
  ]);
  if (blocked) return { allowed: false, blocked, connected };
  if (connected) return { allowed: true, blocked, connected };
  const allowed = (await sharesProfile(db, to)) || (await startedBy(db, to, from));
  return { allowed, blocked, connected };
}
