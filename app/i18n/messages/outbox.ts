import { defineCatalog } from "../define";

/** /admin/outbox: every email the app writes, its delivery state, and "Send again" for failed mail. */
const en = {
  title: "Email outbox",
  lead: "Every email the app sends waits here until it has gone out; failed mail can be sent again. In local development no email leaves this machine.",
  empty: "No email has been sent yet.",
  forbidden: "Only administrators can see the outbox.",
  loadError: "The outbox could not be loaded. Please try again.",
  to: "To",
  sent: "Sent",
  kind: "Type",
  emptyFailed: "No email has failed.",
  failedOnly: "Failed only",
  failedCount: "{count} failed",
  status: "Status",
  statusPending: "Waiting to send",
  statusSending: "Sending",
  statusSent: "Sent",
  statusFailed: "Failed",
  attempts: "Attempts",
  lastError: "Last error",
  written: "Written",
  sendAgain: "Send again",
  queuedAgain: "Queued to send again",
  refresh: "Refresh",
};

export type OutboxTexts = typeof en;

export const outboxMessages = defineCatalog(en, {
  ar: () => import("./outbox.ar"),
  ur: () => import("./outbox.ur"),
});
