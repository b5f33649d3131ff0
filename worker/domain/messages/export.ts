import { and, asc, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, directMessages, messageBlocks, messageReports } from "../../db/schema";

/**
 * The member's direct messages for their data export: every conversation they are in, with the
 * messages both ways (their own correspondence), the members they blocked and the reports they made.
 */
export async function exportMemberMessages(db: Database, userId: string) {
  const [rows, blocked, reports] = await Promise.all([
    db
      .select({
        conversationId: directMessages.conversationId,
        userA: conversations.userA,
        userB: conversations.userB,
        senderId: directMessages.senderId,
        text: directMessages.body,
        sentAt: directMessages.createdAt,
      })
      .from(directMessages)
      .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
      .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)))
      .orderBy(asc(directMessages.conversationId), asc(directMessages.seq)),
    db
      .select({ memberId: messageBlocks.blockedId, since: messageBlocks.createdAt })
      .from(messageBlocks)
      .where(eq(messageBlocks.blockerId, userId)),
    db
      .select({
        memberId: messageReports.reportedId,
        reason: messageReports.reason,
        at: messageReports.createdAt,
      })
      .from(messageReports)
      .where(and(eq(messageReports.reporterId, userId))),
  ]);
  const byConversation = new Map<string, { withMemberId: string; messages: object[] }>();
  for (const row of rows) {
    const withMemberId = row.userA === userId ? row.userB : row.userA;
    const entry = byConversation.get(row.conversationId) ?? { withMemberId, messages: [] };
    entry.messages.push({
      from: row.senderId === userId ? "you" : withMemberId,
      text: row.text,
      sentAt: row.sentAt,
    });
    byConversation.set(row.conversationId, entry);
  }
  return { conversations: [...byConversation.values()], blockedMembers: blocked, reportsMade: reports };
}
