import { defineCatalog } from "../define";

/** /admin/outbox: the mail captured by the local adapter (development only). */
const en = {
  title: "Email outbox",
  lead: "In local development no email leaves this machine: every message the app sends is kept here.",
  empty: "No email has been sent yet.",
  unavailable: "The outbox exists only in local development.",
  forbidden: "Only administrators can see the outbox.",
  loadError: "The outbox could not be loaded. Please try again.",
  to: "To",
  sent: "Sent",
  kind: "Type",
  refresh: "Refresh",
};

export type OutboxTexts = typeof en;

export const outboxMessages = defineCatalog(en, {
  ar: () => import("./outbox.ar"),
  ur: () => import("./outbox.ur"),
});
