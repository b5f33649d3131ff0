import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Conversation, Inbox } from "../../contract/messages";
import type { Database } from "../../db/client";
import { conversationIdOf, conversations, directMessages, members, user } from "../../db/schema";
import { AppError } from "../../errors";
import { displayName, type Viewer } from "../members";
import { profilePhotoUrl } from "../profile/photo";
import { mayShowMember } from "../profile/visibility";
import { isBlockedBy } from "./blocks";
import { mayListenLive } from "./live-sessions";
import { findPartner } from "./partners";
import { messagingStatus } from "./permission";

/** The latest messages of a conversation shown at once; older ones stay stored (and in the export). */
const CONVERSATION_PAGE = 200;

const isA = (conversation: { userA: string }, userId: string) => conversation.userA === userId;

/**
 * The conversation with one member. Their name and photo only when the viewer may see them
 * (mayShowMember); otherwise the partner is an empty name and no photo, which the app shows as its
 * "Member" placeholder, as the feed does for a nameless author.
 */
export async function loadConversation(
  db: Database,
  viewer: Viewer,
  partnerId: string,
): Promise<Conversation> {
  const viewerId = viewer.user.id;
  const found = await findPartner(db, partnerId);
  if (!found || partnerId === viewerId) throw new AppError("not_found", "No such member");
  const id = conversationIdOf(viewerId, partnerId);
  const [shown, conversation, recent, status, blocked] = await Promise.all([
    mayShowMember(db, partnerId, viewer),
    db.select().from(conversations).where(eq(conversations.id, id)).get(),
    db
      .select()
      .from(directMessages)
      .where(eq(directMessages.conversationId, id))
      .orderBy(desc(directMessages.seq))
      .limit(CONVERSATION_PAGE),
    messagingStatus(db, viewerId, partnerId),
    isBlockedBy(db, viewerId, partnerId),
  ]);
  const canListen = await mayListenLive(db, viewerId, partnerId, status);
  const partner = shown ? found : { id: partnerId, name: "", imageUrl: null };
  return {
    partner,
    messages: recent.reverse().map((row) => ({
      id: row.id,
      seq: row.seq,
      senderId: row.senderId,
      text: row.body,
      createdAt: row.createdAt,
    })),
    partnerReadSeq: conversation
      ? isA(conversation, viewerId)
        ? conversation.readSeqB
        : conversation.readSeqA
      : 0,
    canMessage: status.allowed,
    canListen,
    blocked,
  };
}

/**
 * Marks everything in the conversation read by the viewer; returns the number now read (for the
 * partner's read receipt), or null when there was nothing new.
 */
export async function markConversationRead(
  db: Database,
  viewerId: string,
  partnerId: string,
): Promise<number | null> {
  const id = conversationIdOf(viewerId, partnerId);
  const column = viewerId < partnerId ? "read_seq_a" : "read_seq_b";
  const row = await db.get<{ seq: number } | undefined>(sql`
    update ${conversations} set ${sql.raw(column)} = last_seq
    where id = ${id} and ${sql.raw(column)} < last_seq
    returning last_seq as seq`);
  return row?.seq ?? null;
}

const mine = (viewerId: string) => or(eq(conversations.userA, viewerId), eq(conversations.userB, viewerId));
const partnerOf = (viewerId: string) =>
  sql<string>`case when ${conversations.userA} = ${viewerId} then ${conversations.userB} else ${conversations.userA} end`;
const unreadOf = (viewerId: string) =>
  sql<number>`case when ${conversations.userA} = ${viewerId} then ${conversations.lastSeq} - ${conversations.readSeqA} else ${conversations.lastSeq} - ${conversations.readSeqB} end`;

/** The inbox: conversations with at least one message, latest first, each with its unread count. */
export async function loadInbox(db: Database, viewerId: string): Promise<Inbox> {
  const partnerId = partnerOf(viewerId);
  const rows = await db
    .select({
      partnerId,
      unread: unreadOf(viewerId),
      accountName: user.name,
      first: members.firstName,
      last: members.lastName,
      photoKey: members.photoKey,
      text: directMessages.body,
      senderId: directMessages.senderId,
      createdAt: directMessages.createdAt,
    })
    .from(conversations)
    .innerJoin(user, eq(user.id, partnerId))
    .leftJoin(members, eq(members.userId, user.id))
    .innerJoin(
      directMessages,
      and(eq(directMessages.conversationId, conversations.id), eq(directMessages.seq, conversations.lastSeq)),
    )
    .where(and(mine(viewerId), gt(conversations.lastSeq, 0)))
    .orderBy(desc(conversations.lastMessageAt), asc(conversations.id))
    .limit(100);
  const entries = rows.map((row) => ({
    partner: {
      id: row.partnerId,
      name: displayName(row.accountName, row.first, row.last),
      imageUrl: profilePhotoUrl(row.partnerId, row.photoKey ?? null),
    },
    lastMessage: { text: row.text, senderId: row.senderId, createdAt: row.createdAt },
    unread: Number(row.unread),
  }));
  return { conversations: entries, unread: await unreadTotal(db, viewerId) };
}

/** All unread messages of a member (the badge). */
export async function unreadTotal(db: Database, viewerId: string): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${unreadOf(viewerId)}), 0)` })
    .from(conversations)
    .where(mine(viewerId))
    .get();
  return Number(row?.total ?? 0);
}
