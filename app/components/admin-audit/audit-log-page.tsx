import { useQuery } from "@tanstack/react-query";
import { type AdminAuditEntry, auditFamilies } from "../../../worker/contract/audit-log";
import { useLanguage, useT } from "../../i18n";
import { adminAuditMessages } from "../../i18n/messages/admin-audit";
import { adminAuditSentenceMessages } from "../../i18n/messages/admin-audit-sentences";
import { api, unwrap } from "../../lib/api-client";
import { type AdminResource, ResourcePage } from "../admin/kit";
import { presentFilters } from "../admin-members/queries";
import { AuditChanges } from "./audit-changes";
import { AuditSentence } from "./audit-sentence";

const auditLog = api.admin["audit-log"];
const auditBase = auditLog.$path();
type AuditFilters = { actor: string; family: string; since: string; until: string; target: string };

/** Everyone with an entry, for the admin filter (an admin since removed still has their entries). */
function useActorOptions() {
  const t = useT(adminAuditMessages);
  const { data } = useQuery({
    queryKey: [auditBase, "actors"],
    queryFn: () => unwrap(auditLog.actors.$get()),
  });
  return [
    { value: "", label: t("allActors") },
    ...(data?.actors ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
}

/** Every admin action, newest first, read only (there is no route that edits it). */
function useAuditResource(): AdminResource<AdminAuditEntry, never, AuditFilters> {
  const t = useT(adminAuditMessages);
  const s = useT(adminAuditSentenceMessages);
  const { language } = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const actors = useActorOptions();
  return {
    key: [auditBase, "pages"],
    pages: async (filters, cursor) => {
      const page = await unwrap(auditLog.$get({ query: presentFilters(filters, cursor ? { cursor } : {}) }));
      return { rows: page.entries, next: page.nextCursor };
    },
    initialFilters: { actor: "", family: "", since: "", until: "", target: "" },
    filtersLabel: t("filtersLabel"),
    filterButtons: { apply: t("apply"), clear: t("clear") },
    filters: [
      { name: "actor", label: t("filterActor"), kind: "select", options: actors },
      {
        name: "family",
        label: t("filterFamily"),
        kind: "select",
        options: [
          { value: "", label: t("allFamilies") },
          ...auditFamilies.map((family) => ({ value: family, label: s(`family_${family}`) })),
        ],
      },
      { name: "since", label: t("filterSince"), kind: "date" },
      { name: "until", label: t("filterUntil"), kind: "date" },
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
      {
        header: t("colWhat"),
        cell: (entry) => (
          <span className="grid gap-1">
            <AuditSentence entry={entry} />
            <span className="font-mono text-xs text-slate-500" dir="ltr">
              {entry.action}
            </span>
          </span>
        ),
      },
      { header: t("colChange"), cell: (entry) => <AuditChanges entry={entry} /> },
    ],
  };
}

/** /admin/audit-log: every admin action as a sentence, with its changes, filtered by admin, kind and day. */
export function AuditLogPage() {
  const t = useT(adminAuditMessages);
  const resource = useAuditResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
