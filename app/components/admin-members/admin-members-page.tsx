import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { AdminFrame } from "../admin/admin-frame";
import { ListState } from "../admin/kit";
import { ExportLinks } from "./export-links";
import { MemberDetailPanel } from "./member-detail";
import { MemberFiltersBar } from "./member-filters";
import { MembersTable } from "./members-table";
import { adminMembersQuery, type MemberFilters, noMemberFilters, presentFilters } from "./queries";
import { UnmatchedCities } from "./unmatched-cities";

/**
 * /admin/members: search, filter, sort and page through members; a row opens their detail below. Both
 * downloads (CSV and Excel) hold every member the filters match, in the list's order.
 */
export function AdminMembersPage() {
  const t = useT(adminMembersMessages);
  const [filters, setFilters] = useState<MemberFilters>(noMemberFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery(adminMembersQuery(filters, page));
  const rows = list.data?.members ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 25)));
  const filtered = Object.values(filters).some(Boolean);

  const update = (change: Partial<MemberFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <AdminFrame title={t("title")} lead={t("lead")} actions={<ExportLinks query={presentFilters(filters)} />}>
      <div className="grid gap-6">
        <UnmatchedCities />
        <MemberFiltersBar filters={filters} onChange={update} />

        <ListState
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => list.refetch()}
          isEmpty={rows.length === 0}
          emptyText={filtered ? t("emptyFiltered") : t("empty")}
        >
          <MembersTable rows={rows} onOpen={setSelected} />
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t("totalCount", { total, page, pages })}
            </p>
            <button
              type="button"
              className="btn-outline"
              disabled={page <= 1}
              onClick={() => setPage((current) => current - 1)}
            >
              {t("previous")}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={page >= pages}
              onClick={() => setPage((current) => current + 1)}
            >
              {t("next")}
            </button>
          </div>
        </ListState>

        {selected ? (
          <MemberDetailPanel key={selected} userId={selected} onClose={() => setSelected(null)} />
        ) : null}
      </div>
    </AdminFrame>
  );
}
