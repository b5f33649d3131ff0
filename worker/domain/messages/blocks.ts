import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { connectionRequests, messageBlocks, user } from "../../db/schema";
import { AppError } from "../../errors";
import { endConversationLive } from "./live-sessions";
import type { ConversationRooms } from "./rooms";

export async function isBlockedBy(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .select({ id: messageBlocks.blockedId })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.blockerId, blockerId), eq(messageBlocks.blockedId, blockedId)))
    .get();
  return Boolean(row);
}

/**
 * Idempotent: blocking twice leaves one row. No messages or connection requests go either way while it
 * stands: a request pending either way goes with the block (it could otherwise still be accepted), and
 * the conversation's open sockets (both members') are closed.
 */
export async function blockMember(
  deps: { db: Database; rooms: ConversationRooms },
  blockerId: string,
  blockedId: string,
): Promise<void> {
  const { db } = deps;
  if (blockerId === blockedId) throw new AppError("bad_request", "You cannot block yourself");
  const exists = await db.select({ id: user.id }).from(user).where(eq(user.id, blockedId)).get();
  if (!exists) throw new AppError("not_found", "No such member");
  const between = (from: string, to: string) =>
    and(eq(connectionRequests.requesterUserId, from), eq(connectionRequests.addresseeUserId, to));
  await db.batch([
    db.insert(messageBlocks).values({ blockerId, blockedId }).onConflictDoNothing(),
    db.delete(connectionRequests).where(or(between(blockerId, blockedId), between(blockedId, blockerId))),
  ]);
  await endConversationLive(deps, blockerId, blockedId);
}

export async function unblockMember(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(messageBlocks)
    .where(and(eq(messageBlocks.blockerId, blockerId), eq(messageBlocks.blockedId, blockedId)));
}
