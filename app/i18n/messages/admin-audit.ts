import { defineCatalog } from "../define";

/** /admin/audit-log: every admin action, read only. */
const en = {
  title: "Audit log",
  lead: "Every admin action: who did what, when, and what changed. Nobody can edit it.",
  filtersLabel: "Filter the audit log",
  filterAction: "Action",
  filterActionHint: "The action or its start, e.g. member. or member.tier",
  filterActor: "Who",
  filterActorHint: "Admin name or user ID",
  filterTarget: "Target ID",
  apply: "Apply filters",
  clear: "Clear",
  tableCaption: "Audit log, newest first",
  colWhen: "When",
  colWho: "Who",
  colAction: "Action",
  colTarget: "Target",
  colChange: "Before → after",
  before: "Before",
  after: "After",
  empty: "No admin actions recorded yet.",
  emptyFiltered: "No entries match these filters.",
  loadMore: "Load more",
  loadingMore: "Loading...",
};

export type AdminAuditTexts = typeof en;

export const adminAuditMessages = defineCatalog(en, {
  ar: () => import("./admin-audit.ar"),
  ur: () => import("./admin-audit.ur"),
});
