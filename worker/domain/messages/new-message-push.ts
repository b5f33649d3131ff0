import type { DirectMessage } from "../../contract/messages";
import type { Database } from "../../db/client";
import { excerptOf } from "../posts/mentions";
import { queueDirectPush } from "../push/fanout";

/**
 * The new-message Web Push: called once per stored message, after it is delivered to open
 * conversations. It writes the push row (only when the recipient has a device turned on) keyed by the
 * message, so a replayed send pushes once; the sppc-push consumer sends it after the answer, in the
 * recipient's language, opening /messages/<senderId>.
 */
export async function pushNewMessage(
  db: Database,
  input: { recipientId: string; senderId: string; message: DirectMessage },
) {
  await queueDirectPush(db, {
    id: `message:${input.message.id}`,
    userId: input.recipientId,
    source: "message",
    actorUserId: input.senderId,
    link: `/messages/${input.senderId}`,
    data: { excerpt: excerptOf(input.message.text) },
  });
}
