import type { DirectMessage } from "../../contract/messages";

/**
 * THE HOOK FOR A NEW-MESSAGE WEB PUSH (not built yet: issue 21's Web Push part). Called once per stored
 * message, after it is delivered to open conversations. A push would go to the recipient's
 * subscriptions here, in their language, opening /messages/<senderId>. It does nothing for now.
 */
export async function pushNewMessage(_input: {
  recipientId: string;
  senderId: string;
  message: DirectMessage;
}) {
  // Intentionally empty until push subscriptions exist.
}
