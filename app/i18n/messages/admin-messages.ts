import { defineCatalog } from "../define";

/** /admin/messages: what visitors sent through /contact, newest first. */
const en = {
  title: "Contact messages",
  lead: "Messages sent through the contact form, newest first. Reply by email, then mark the message answered.",
  empty: "No messages yet.",
  from: "From",
  email: "Email",
  phone: "Phone",
  received: "Received",
  member: "Signed-in member",
  statusNew: "New",
  statusAnswered: "Answered",
  markAnswered: "Mark answered",
  markNew: "Mark as new",
  reply: "Reply by email",
  counts: "New: {new} · Answered: {answered}",
};

export type AdminMessagesTexts = typeof en;

export const adminMessagesMessages = defineCatalog(en, {
  ar: () => import("./admin-messages.ar"),
  ur: () => import("./admin-messages.ur"),
});
