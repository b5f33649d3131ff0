import { eq, sql } from "drizzle-orm";
import type { DirectMessage } from "../../contract/messages";
import type { Database } from "../../db/client";
import { conversations, directMessages } from "../../db/schema";

export type StoreMessageInput = { conversationId: string; senderId: string; text: string };

/**
 * Stores one message as the next number of its conversation, in one D1 batch (a transaction): the
 * counter moves, the message takes its number, and the sender has read their own message. The
 * conversation's Durable Object calls this, one send at a time; the UNIQUE (conversation, seq) index
 * would refuse a duplicate number even without it.
 */
export async function storeMessage(db: Database, input: StoreMessageInput): Promise<DirectMessage> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const [, inserted] = await db.batch([
    db
      .update(conversations)
      .set({
        lastSeq: sql`${conversations.lastSeq} + 1`,
        lastMessageAt: now,
        readSeqA: sql`case when ${conversations.userA} = ${input.senderId} then ${conversations.lastSeq} + 1 else ${conversations.readSeqA} end`,
        readSeqB: sql`case when ${conversations.userB} = ${input.senderId} then ${conversations.lastSeq} + 1 else ${conversations.readSeqB} end`,
      })
      .where(eq(conversations.id, input.conversationId)),
    db
      .insert(directMessages)
      .select(
        db
          .select({
            id: sql`${id}`.as("id"),
            conversationId: conversations.id,
            seq: conversations.lastSeq,
            senderId: sql`${input.senderId}`.as("sender_id"),
            body: sql`${input.text}`.as("body"),
            createdAt: sql`${now}`.as("created_at"),
          })
          .from(conversations)
          .where(eq(conversations.id, input.conversationId)),
      )
      .returning(),
  ]);
  const row = inserted[0];
  if (!row) throw new Error(`No conversation ${input.conversationId} to store a message in`);
  return { id: row.id, seq: row.seq, senderId: row.senderId, text: row.body, createdAt: row.createdAt };
}
