import { defineCatalog } from "../define";

/** /admin/audit-log: every admin action, read only. Its sentences are in admin-audit-sentences.ts. */
const en = {
  title: "Audit log",
  lead: "Every admin action: who did what to which thing, when, and what changed. Nobody can edit it.",
  filtersLabel: "Filter the audit log",
  filterActor: "Admin",
  allActors: "All admins",
  filterFamily: "Kind",
  allFamilies: "All kinds",
  filterSince: "From",
  filterUntil: "Until",
  filterTarget: "Target ID",
  apply: "Apply filters",
  clear: "Clear",
  tableCaption: "Audit log, newest first",
  colWhen: "When",
  colWhat: "What happened",
  colChange: "Before → after",
  changedTo: "{before} → {after}",
  fieldsSet: "Fields set: {fields}",
  none: "—",
  yes: "Yes",
  no: "No",
  field_tier: "Tier",
  field_validUntil: "Valid until",
  field_subscriptionStatus: "Subscription",
  field_role: "Role",
  field_accountStatus: "Account",
  field_reason: "Reason",
  field_status: "Status",
  field_location: "City",
  field_members: "Members",
  field_created: "Created",
  field_updated: "Updated",
  field_skipped: "Skipped",
  field_failed: "Failed",
  field_queued: "Queued",
  field_note: "Note",
  empty: "No admin actions recorded yet.",
  emptyFiltered: "No entries match these filters.",
};

export type AdminAuditTexts = typeof en;

export const adminAuditMessages = defineCatalog(en, {
  ar: () => import("./admin-audit.ar"),
  ur: () => import("./admin-audit.ur"),
});
