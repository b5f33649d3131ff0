import { z } from "zod";
import { hasVisibleText } from "./visible-text";

/** POST /api/messages: one message to one member (the offline queue sends this with an Idempotency-Key). */
export const sendMessageSchema = z.object({
  to: z.string().trim().min(1).max(64),
  text: z
    .string()
    .trim()
    .min(1, "Write a message first")
    .max(4000, "Keep a message under 4000 characters")
    // Zero-width and other invisible characters alone are an empty message too (issue 33).
    .refine(hasVisibleText, "Write a message first: this one has no visible text"),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** POST /api/messages/:userId/report */
export const reportConversationSchema = z.object({
  reason: z.string().trim().min(3, "Say briefly what is wrong").max(1000),
});
export type ReportConversationInput = z.infer<typeof reportConversationSchema>;

export type DirectMessage = {
  id: string;
  /** 1, 2, 3... within the conversation: read receipts name the last number read. */
  seq: number;
  senderId: string;
  text: string;
  createdAt: string;
};

/**
 * The other member of a conversation. In GET /api/messages/:userId, a member who has not shown
 * themselves to the viewer (worker/domain/profile/visibility.ts) comes with an empty name and no
 * photo: the app writes its "Member" placeholder.
 */
export type MessagePartner = { id: string; name: string; imageUrl: string | null };

/** One line of the inbox (GET /api/messages). */
export type InboxEntry = {
  partner: MessagePartner;
  lastMessage: { text: string; senderId: string; createdAt: string } | null;
  unread: number;
};
export type Inbox = { conversations: InboxEntry[]; unread: number };

/** GET /api/messages/:userId: the conversation with one member, oldest message first. */
export type Conversation = {
  partner: MessagePartner;
  messages: DirectMessage[];
  /** The last of my messages the partner has read (0: none). */
  partnerReadSeq: number;
  canMessage: boolean;
  /** GET /api/messages/{userId}/live would accept a socket (the app opens one only then). */
  canListen: boolean;
  /** I blocked them (I can unblock); blockedMe is not told, the conversation is simply closed. */
  blocked: boolean;
};

/**
 * What a conversation's WebSocket sends: a new message, the partner's read receipt, or that the partner
 * is typing (passed on to the other sockets as it happens, never stored).
 */
export type LiveEvent =
  | { type: "message"; message: DirectMessage }
  | { type: "read"; userId: string; seq: number }
  | { type: "typing"; userId: string };

/** What the app sends on the socket: a liveness check ("ping", answered "pong"), or "typing". */
export const TYPING_SIGNAL = "typing";

export type SendMessageResult = { message: DirectMessage };

/** GET /api/admin/reports/messages: a reported conversation as admins see it (never its messages). */
export type MessageReportRow = {
  id: string;
  reporter: { id: string; name: string };
  reported: { id: string; name: string };
  reason: string;
  createdAt: string;
};
