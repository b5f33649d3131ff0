import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { adminMemberOnboarding } from "../../../worker/contract/admin-members";
import { accountStatuses, memberRoles, membershipTierIds } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { api } from "../../lib/api-client";
import { AdminFrame } from "../admin/admin-frame";
import { ListState, RowButton } from "../admin/kit";
import { inputClass } from "../ui/field";
import { onboardingLabel, roleLabel, sortLabel, statusLabel, tierLabel } from "./labels";
import { MemberDetailPanel } from "./member-detail";
import { MemberStatusBadge } from "./member-status-badge";
import { adminMembersQuery, type MemberFilters, noMemberFilters, presentFilters } from "./queries";
import { UnmatchedCities } from "./unmatched-cities";

const selects = [
  { name: "tier", label: "filterTier", options: membershipTierIds, words: tierLabel },
  { name: "role", label: "filterRole", options: memberRoles, words: roleLabel },
  {
    name: "onboarding",
    label: "filterOnboarding",
    options: adminMemberOnboarding,
    words: onboardingLabel,
  },
  { name: "status", label: "filterStatus", options: accountStatuses, words: statusLabel },
] as const;

/** /admin/members: search, filter, sort and page through members; a row opens their detail below. */
export function AdminMembersPage() {
  const t = useT(adminMembersMessages);
  const tAdmin = useT(adminMessages);
  const id = useId();
  const { language } = useLanguage();
  const [filters, setFilters] = useState<MemberFilters>(noMemberFilters);
  const [page, setPage] = useState(1);
  // What is typed in the search and city boxes; the list follows them on "Search", not on every key.
  const [typed, setTyped] = useState({ q: "", city: "" });
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery(adminMembersQuery(filters, page));
  const rows = list.data?.members ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 25)));
  const filtered = Object.values(filters).some(Boolean);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const field = (name: string) => `${id}-${name}`;

  const update = (change: Partial<MemberFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: typed.q.trim(), city: typed.city.trim() });
  };

  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <a
          className="btn-outline"
          href={api.admin["members.csv"].$path({ query: presentFilters(filters) })}
          download
        >
          {t("exportCsv")}
        </a>
      }
    >
      <div className="grid gap-6">
        <UnmatchedCities />
        <search aria-label={t("filtersLabel")} className="grid gap-4">
          <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={field("q")} className="text-sm font-semibold text-slate-800">
                {t("searchLabel")}
              </label>
              <input
                id={field("q")}
                type="search"
                dir="auto"
                aria-describedby={field("q-hint")}
                className={`${inputClass} w-72 max-w-full`}
                value={typed.q}
                onChange={(event) => setTyped((current) => ({ ...current, q: event.target.value }))}
              />
              <p id={field("q-hint")} className="text-xs text-slate-600">
                {t("searchHint")}
              </p>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={field("city")} className="text-sm font-semibold text-slate-800">
                {t("filterCity")}
              </label>
              <input
                id={field("city")}
                dir="auto"
                className={`${inputClass} w-48`}
                value={typed.city}
                onChange={(event) => setTyped((current) => ({ ...current, city: event.target.value }))}
              />
              <p className="text-xs text-slate-600">&nbsp;</p>
            </div>
            <button type="submit" className="btn-outline mb-6">
              {t("search")}
            </button>
          </form>
          <div className="flex flex-wrap gap-4">
            {selects.map(({ name, label, options, words }) => (
              <div key={name} className="grid gap-1.5">
                <label htmlFor={field(name)} className="text-sm font-semibold text-slate-800">
                  {t(label)}
                </label>
                <select
                  id={field(name)}
                  className={inputClass}
                  value={filters[name]}
                  onChange={(event) => update({ [name]: event.target.value })}
                >
                  <option value="">{t("filterAll")}</option>
                  {options.map((value) => (
                    <option key={value} value={value}>
                      {t(words[value] ?? "none")}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="grid gap-1.5">
              <label htmlFor={field("sort")} className="text-sm font-semibold text-slate-800">
                {t("sortLabel")}
              </label>
              <select
                id={field("sort")}
                className={inputClass}
                value={filters.sort || "joined"}
                onChange={(event) => update({ sort: event.target.value })}
              >
                {Object.entries(sortLabel).map(([value, key]) => (
                  <option key={value} value={value}>
                    {t(key)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={field("dir")} className="text-sm font-semibold text-slate-800">
                {t("dirLabel")}
              </label>
              <select
                id={field("dir")}
                className={inputClass}
                value={filters.dir || (filters.sort === "name" ? "asc" : "desc")}
                onChange={(event) => update({ dir: event.target.value })}
              >
                <option value="asc">{t("dirAsc")}</option>
                <option value="desc">{t("dirDesc")}</option>
              </select>
            </div>
          </div>
        </search>

        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={rows.length === 0}
          emptyText={filtered ? t("emptyFiltered") : t("empty")}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 text-start">
                  {(
                    [
                      "colName",
                      "colEmail",
                      "colMembershipId",
                      "colTier",
                      "colRole",
                      "colCity",
                      "colOnboarding",
                      "colStatus",
                      "colJoined",
                      "colLastActive",
                    ] as const
                  ).map((key) => (
                    <th key={key} scope="col" className="px-2 py-2 text-start font-semibold">
                      {t(key)}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">{tAdmin("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.userId} className="border-b border-slate-200">
                    <th scope="row" className="px-2 py-2 text-start font-semibold" dir="auto">
                      {row.name}
                    </th>
                    <td className="px-2 py-2">{row.email}</td>
                    <td className="px-2 py-2">{row.membershipId ?? t("none")}</td>
                    <td className="px-2 py-2">{t(tierLabel[row.tier] ?? "none")}</td>
                    <td className="px-2 py-2">{t(roleLabel[row.role] ?? "none")}</td>
                    <td className="px-2 py-2" dir="auto">
                      {row.city ?? t("none")}
                    </td>
                    <td className="px-2 py-2">
                      {t(row.onboardingCompleted ? "onboardingCompleted" : "onboardingPending")}
                    </td>
                    <td className="px-2 py-2">
                      <MemberStatusBadge status={row.accountStatus} />
                    </td>
                    <td className="px-2 py-2 whitespace-nowrap">{date.format(new Date(row.joinedAt))}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      {row.lastActiveAt ? date.format(new Date(row.lastActiveAt)) : t("never")}
                    </td>
                    <td className="px-2 py-2">
                      <RowButton label={t("open")} item={row.name} onClick={() => setSelected(row.userId)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
