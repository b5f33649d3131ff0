import { useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useLanguage, useT } from "../../i18n";
import { adminAuditMessages } from "../../i18n/messages/admin-audit";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState } from "../admin/admin-kit";
import { inputClass } from "../ui/field";
import { type AuditFilters, auditLogQuery } from "./queries";

const noFilters: AuditFilters = { action: "", actor: "", target: "" };
const filterFields = [
  { name: "action", label: "filterAction", hint: "filterActionHint" },
  { name: "actor", label: "filterActor", hint: "filterActorHint" },
  { name: "target", label: "filterTarget", hint: null },
] as const;

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

/** /admin/audit-log: every admin action, newest first, read only (there is no route that edits it). */
export function AuditLogPage() {
  const t = useT(adminAuditMessages);
  const id = useId();
  const { language } = useLanguage();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [typed, setTyped] = useState<AuditFilters>(noFilters);
  const list = useInfiniteQuery(auditLogQuery(filters));
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const when = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ action: typed.action.trim(), actor: typed.actor.trim(), target: typed.target.trim() });
  };

  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-6">
        <search aria-label={t("filtersLabel")}>
          <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
            {filterFields.map(({ name, label, hint }) => (
              <div key={name} className="grid gap-1.5">
                <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-slate-800">
                  {t(label)}
                </label>
                <input
                  id={`${id}-${name}`}
                  dir="auto"
                  aria-describedby={hint ? `${id}-${name}-hint` : undefined}
                  className={`${inputClass} w-56`}
                  value={typed[name]}
                  onChange={(event) => setTyped((current) => ({ ...current, [name]: event.target.value }))}
                />
                <p id={`${id}-${name}-hint`} className="min-h-4 text-xs text-slate-600">
                  {hint ? t(hint) : ""}
                </p>
              </div>
            ))}
            <div className="mb-6 flex gap-2">
              <button type="submit" className="btn-outline">
                {t("apply")}
              </button>
              {filtered ? (
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => {
                    setTyped(noFilters);
                    setFilters(noFilters);
                  }}
                >
                  {t("clear")}
                </button>
              ) : null}
            </div>
          </form>
        </search>
        <AdminListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={entries.length === 0}
          emptyText={filtered ? t("emptyFiltered") : t("empty")}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  {(["colWhen", "colWho", "colAction", "colTarget", "colChange"] as const).map((key) => (
                    <th key={key} scope="col" className="px-2 py-2 text-start font-semibold">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-200 align-top">
                    <td className="px-2 py-2 whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td className="px-2 py-2" dir="auto">
                      {entry.actorName}
                    </td>
                    <td className="px-2 py-2 font-mono text-xs" dir="ltr">
                      {entry.action}
                    </td>
                    <td className="px-2 py-2 font-mono text-xs" dir="ltr">
                      {[entry.targetType, entry.targetId].filter(Boolean).join(": ")}
                    </td>
                    <td className="grid gap-2 px-2 py-2">
                      <Json label={t("before")} value={entry.before} />
                      <Json label={t("after")} value={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.hasNextPage ? (
            <button
              type="button"
              className="btn-outline justify-self-start"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
            </button>
          ) : null}
        </AdminListState>
      </div>
    </AdminFrame>
  );
}
