import type { Database } from "../../db/client";
import { type Limit, releaseSlots, requireSlots } from "../../lib/limits";

export const MESSAGE_WINDOW_MS = 60_000;
/**
 * Messages one member may send per minute across all their conversations. A lively chat of short
 * lines is one message every few seconds; 20 a minute lets a member keep two such chats going at once,
 * while a script posting to everyone it may write to is held to a trickle (60 in 2.3 s got through
 * before, issue 33).
 */
export const MESSAGES_PER_MINUTE = 20;
/**
 * Messages one member may send per minute in one conversation: ten quick lines in a row is already a
 * flood on the other member's phone (each one may ring it), and a person typing rarely gets near it.
 */
export const MESSAGES_PER_MINUTE_PER_CONVERSATION = 10;

/** The counter keys (auth_attempts); they name the member, so account deletion must remove them. */
export const senderMessagesKey = (senderId: string) => `dm:${senderId}`;
export const conversationMessagesKey = (conversationId: string, senderId: string) =>
  `dm:${conversationId}:${senderId}`;

type MessageSlot = { senderId: string; conversationId: string };

const limitsOf = (slot: MessageSlot): Limit[] => [
  { key: senderMessagesKey(slot.senderId), max: MESSAGES_PER_MINUTE, windowMs: MESSAGE_WINDOW_MS },
  {
    key: conversationMessagesKey(slot.conversationId, slot.senderId),
    max: MESSAGES_PER_MINUTE_PER_CONVERSATION,
    windowMs: MESSAGE_WINDOW_MS,
  },
];

/**
 * Counts one message against both limits (one D1 round trip, see lib/limits.ts) and refuses with 429
 * and the wait once either is passed.
 */
export function takeMessageSlot(db: Database, input: MessageSlot & { now: number }): Promise<void> {
  return requireSlots(
    db,
    limitsOf(input),
    input.now,
    "You are sending messages very quickly. Please wait a moment before sending more.",
  );
}

/** A send that failed on our side (the room did not answer) does not count: its retry must not be refused. */
export function releaseMessageSlot(db: Database, slot: MessageSlot): Promise<void> {
  return releaseSlots(db, limitsOf(slot));
}
