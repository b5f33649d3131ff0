import type { Database } from "../../db/client";
import { conversationIdOf } from "../../db/schema";
import { markConversationRead } from "./read";
import type { ConversationRooms } from "./rooms";

/** Marks the conversation read and tells the partner's open screen (their read receipt goes live). */
export async function readConversation(
  deps: { db: Database; rooms: ConversationRooms },
  input: { viewerId: string; partnerId: string },
): Promise<number | null> {
  const seq = await markConversationRead(deps.db, input.viewerId, input.partnerId);
  if (seq === null) return null;
  await deps.rooms.announce(conversationIdOf(input.viewerId, input.partnerId), {
    type: "read",
    userId: input.viewerId,
    seq,
  });
  return seq;
}
