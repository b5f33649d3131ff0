import type { DirectMessage } from "../../contract/messages";
import type { Database } from "../../db/client";
import { conversationIdOf } from "../../db/schema";
import { AppError } from "../../errors";
import { refuseIfSuspended } from "../network/suspended";
import { pushNewMessage } from "./new-message-push";
import { findPartner } from "./partners";
import { messagingStatus } from "./permission";
import type { ConversationRooms } from "./rooms";
import { releaseMessageSlot, takeMessageSlot } from "./send-limits";
import { ensureConversation } from "./start";

export const NOT_ALLOWED_MESSAGE =
  "This member accepts messages only from their connections. Connect with them first.";

/**
 * Sends a message: the recipient must exist, accept it (permission.ts) and not be suspended (they
 * could not sign in to read it); a new conversation with a stranger counts towards the daily limit
 * (start.ts), every send towards the per-minute limits (send-limits.ts); then the conversation's room
 * stores it and delivers it live. Replays of the same send are absorbed before this by the
 * Idempotency-Key.
 */
export async function sendMessage(
  deps: { db: Database; rooms: ConversationRooms },
  input: { from: string; to: string; text: string; now?: Date },
): Promise<DirectMessage> {
  const { db, rooms } = deps;
  if (input.from === input.to) throw new AppError("bad_request", "You cannot message yourself");
  if (!(await findPartner(db, input.to))) throw new AppError("not_found", "No such member");
  const now = input.now ?? new Date();
  const slot = { senderId: input.from, conversationId: conversationIdOf(input.from, input.to) };
  // The limits' count runs beside the permission check (one round trip each, at the same time: the
  // send path is hot); a refusal for who may write wins over a refusal for how fast.
  const [status, tooFast] = await Promise.all([
    messagingStatus(db, input.from, input.to),
    takeMessageSlot(db, { ...slot, now: now.getTime() }).then(
      () => null,
      (error: unknown) => error,
    ),
  ]);
  if (status.blocked) throw new AppError("forbidden", "Messages between you and this member are blocked");
  if (!status.allowed) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
  if (tooFast) throw tooFast;
  await refuseIfSuspended(db, input.to);
  const conversationId = await ensureConversation(db, {
    from: input.from,
    to: input.to,
    connected: status.connected,
    now,
  });
  let message: DirectMessage;
  try {
    message = await rooms.deliver({ conversationId, senderId: input.from, text: input.text });
  } catch (error) {
    await releaseMessageSlot(db, slot);
    throw error;
  }
  await pushNewMessage(db, { recipientId: input.to, senderId: input.from, message });
  return message;
}
