import type { AdminAuditEntry } from "../../../worker/contract/admin-members";
import { useLanguage, useT } from "../../i18n";
import { adminAuditMessages } from "../../i18n/messages/admin-audit";
import { api, unwrap } from "../../lib/api-client";
import { type AdminResource, ResourcePage } from "../admin/kit";
import { presentFilters } from "./queries";

const auditLog = api.admin["audit-log"];
const auditBase = auditLog.$path();
type AuditFilters = { action: string; actor: string; target: string };

/** Before or after as indented JSON; nothing when the entry has none. */
function Json({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="grid gap-1">
      <span className="text-xs font-semibold text-slate-600">{label}</span>
      <pre
        dir="ltr"
        className="max-w-md overflow-x-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** Every admin action, newest first, read only (there is no route that edits it). */
function useAuditResource(): AdminResource<AdminAuditEntry, never, AuditFilters> {
  const t = useT(adminAuditMessages);
  const { language } = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return {
    key: [auditBase],
    pages: async (filters, cursor) => {
      const page = await unwrap(auditLog.$get({ query: presentFilters(filters, cursor ? { cursor } : {}) }));
      return { rows: page.entries, next: page.nextCursor };
    },
    initialFilters: { action: "", actor: "", target: "" },
    filtersLabel: t("filtersLabel"),
    filterButtons: { apply: t("apply"), clear: t("clear") },
    filters: [
      { name: "action", label: t("filterAction"), hint: t("filterActionHint"), kind: "search" },
      { name: "actor", label: t("filterActor"), hint: t("filterActorHint"), kind: "search" },
      { name: "target", label: t("filterTarget"), kind: "search" },
    ],
    invalidate: [auditBase],
    rowKey: (entry) => entry.id,
    rowName: (entry) => entry.action,
    caption: t("tableCaption"),
    emptyText: t("empty"),
    emptyFilteredText: t("emptyFiltered"),
    columns: [
      {
        header: t("colWhen"),
        cell: (entry) => <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>,
      },
      { header: t("colWho"), cell: (entry) => <span dir="auto">{entry.actorName}</span> },
      {
        header: t("colAction"),
        cell: (entry) => (
          <span className="font-mono text-xs" dir="ltr">
            {entry.action}
          </span>
        ),
      },
      {
        header: t("colTarget"),
        cell: (entry) => (
          <span className="font-mono text-xs" dir="ltr">
            {[entry.targetType, entry.targetId].filter(Boolean).join(": ")}
          </span>
        ),
      },
      {
        header: t("colChange"),
        cell: (entry) => (
          <span className="grid gap-2">
            <Json label={t("before")} value={entry.before} />
            <Json label={t("after")} value={entry.after} />
          </span>
        ),
      },
    ],
  };
}

/** /admin/audit-log: every admin action, newest first, read only (there is no route that edits it). */
export function AuditLogPage() {
  const t = useT(adminAuditMessages);
  const resource = useAuditResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
