import { defineCatalog } from "../define";

/** Direct messages: the inbox, a conversation, the Message button and the admins' list of reports. */
const en = {
  inboxTitle: "Messages",
  inboxLead: "Your conversations with other members.",
  inboxEmpty: "No conversations yet. Open a member's profile and choose Message to start one.",
  unreadCount: "{count} unread",
  you: "You: {text}",
  loading: "Loading...",
  loadFailed: "Could not load your messages. Check your connection and try again.",
  backToInbox: "All messages",
  /** A member who has not shown the viewer their name (no sharing, no connection). */
  member: "Member",
  conversationWith: "Conversation with {name}",
  messageLog: "Messages with {name}",
  noMessagesYet: "No messages yet. Say salam!",
  composeLabel: "Write a message",
  composePlaceholder: "Write a message...",
  send: "Send",
  sending: "Sending...",
  waitingToSend: "Waiting for a connection to send",
  sendFailed: "Not sent: {reason}",
  seen: "Seen",
  delivered: "Sent",
  live: "Live",
  typing: "{name} is typing…",
  reconnecting: "Reconnecting... new messages appear when the connection is back.",
  sessionEnded: "You are signed out on this device: new messages no longer arrive here.",
  notLive: "This conversation is no longer live.",
  cannotMessage:
    "You cannot message this member. Members can write to their connections and to members who share their profile.",
  blockedByYou: "You blocked this member. Neither of you can send messages.",
  block: "Block",
  unblock: "Unblock",
  blockConfirm: "Block {name}? Neither of you will be able to send messages.",
  report: "Report",
  reportLabel: "What is wrong with this conversation?",
  reportSend: "Send report",
  reportCancel: "Cancel",
  reportSent: "Thank you. The administrators will look at your report.",
  messageButton: "Message",
  actionFailed: "That did not work. Please try again.",
  adminReportsHeading: "Reported conversations",
  adminReportsLead:
    "Who reported whom and why. Conversations stay private: administrators never see the messages.",
  adminReportsEmpty: "No open reports about conversations.",
  adminReportedBy: "{reporter} reported {reported}",
  adminDismiss: "Dismiss",
};

export type MessagesTexts = typeof en;

export const messagesMessages = defineCatalog(en, {
  ar: () => import("./messages.ar"),
  ur: () => import("./messages.ur"),
});
