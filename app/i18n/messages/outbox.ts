import { defineCatalog } from "../define";

/** /admin/outbox: every email the app writes, searchable, its delivery state, and "Send again" for failed mail. */
const en = {
  title: "Email outbox",
  lead: "Every email the app sends waits here until it has gone out; failed mail can be sent again. In local development no email leaves this machine.",
  empty: "No email has been sent yet.",
  emptyFiltered: "No mail matches this search.",
  filtersLabel: "Search the outbox",
  filterRecipient: "Recipient",
  filterRecipientHint: "Part of the address; with an @, the address's start",
  filterKind: "Type",
  allKinds: "All types",
  filterSince: "Written from",
  filterUntil: "Written until",
  filterStatus: "Delivery",
  allStatuses: "All mail",
  failedOnly: "Failed only",
  apply: "Search",
  clear: "Clear",
  to: "To",
  kind: "Type",
  failedCount: "{count} failed",
  status: "Status",
  statusPending: "Waiting to send",
  statusSending: "Sending",
  statusSent: "Sent",
  statusFailed: "Failed",
  attempts: "Attempts",
  lastError: "Last error",
  written: "Written",
  headers: "Headers ({count})",
  attachments: "Attachments",
  download: "Download {name}",
  bodyHidden: "The text is not shown: mail from the live site may hold someone's sign-in or password link.",
  sendAgain: "Send again",
  queuedAgain: "Queued to send again",
  refresh: "Refresh",
};

export type OutboxTexts = typeof en;

export const outboxMessages = defineCatalog(en, {
  ar: () => import("./outbox.ar"),
  ur: () => import("./outbox.ur"),
});
