import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { adminPaymentProviders, adminPaymentStatuses } from "../../../worker/contract/admin-payments";
import { useT } from "../../i18n";
import { adminPaymentsMessages } from "../../i18n/messages/admin-payments";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState } from "../admin/admin-kit";
import { adminTiersQuery } from "../admin-tiers/tiers-query";
import { inputClass } from "../ui/field";
import { BankTransferForm } from "./bank-transfer-form";
import { methodLabel, PaymentsTable } from "./payments-table";
import { adminPaymentsQuery, type PaymentFilters } from "./queries";

const statusLabel = { pending: "statusPending", paid: "statusPaid", failed: "statusFailed" } as const;

/** /admin/payments: record a bank transfer, and every payment with filters, search and paging. */
export function AdminPaymentsPage() {
  const t = useT(adminPaymentsMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-10">
        <BankTransferForm />
        <PaymentsList />
      </div>
    </AdminFrame>
  );
}

function PaymentsList() {
  const t = useT(adminPaymentsMessages);
  const id = useId();
  const [filters, setFilters] = useState<PaymentFilters>({ status: "", provider: "", q: "" });
  // What is typed in the search box; the list follows it on "Search", not on every key.
  const [search, setSearch] = useState("");
  const list = useInfiniteQuery(adminPaymentsQuery(filters));
  const { data: tiers } = useQuery(adminTiersQuery);
  const tierNames = Object.fromEntries((tiers ?? []).map((tier) => [tier.id, tier.name]));
  const payments = list.data?.pages.flatMap((page) => page.payments) ?? [];
  const filtered = Boolean(filters.status || filters.provider || filters.q);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: search.trim() }));
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <section aria-labelledby={field("heading")} className="grid gap-4">
      <h2 id={field("heading")} className="text-xl font-bold text-slate-900">
        {t("listHeading")}
      </h2>
      <search aria-label={t("filtersLabel")} className="flex flex-wrap items-start gap-4">
        <div className="flex flex-wrap gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={field("status")} className="text-sm font-semibold text-slate-800">
              {t("filterStatus")}
            </label>
            <select
              id={field("status")}
              className={inputClass}
              value={filters.status}
              onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value }))}
            >
              <option value="">{t("filterAll")}</option>
              {adminPaymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(statusLabel[status])}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={field("method")} className="text-sm font-semibold text-slate-800">
              {t("filterMethod")}
            </label>
            <select
              id={field("method")}
              className={inputClass}
              value={filters.provider}
              onChange={(event) => setFilters((current) => ({ ...current, provider: event.target.value }))}
            >
              <option value="">{t("filterAll")}</option>
              {adminPaymentProviders.map((provider) => (
                <option key={provider} value={provider}>
                  {t(methodLabel[provider])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <form onSubmit={submitSearch} className="grid gap-1.5">
          <label htmlFor={field("search")} className="text-sm font-semibold text-slate-800">
            {t("searchLabel")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={field("search")}
              type="search"
              dir="auto"
              aria-describedby={field("search-hint")}
              className={`${inputClass} w-72 max-w-full`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="submit" className="btn-outline">
              {t("search")}
            </button>
            {filters.q ? (
              <button
                type="button"
                className="btn-ghost"
                onClick={() => {
                  setSearch("");
                  setFilters((current) => ({ ...current, q: "" }));
                }}
              >
                {t("clearSearch")}
              </button>
            ) : null}
          </div>
          <p id={field("search-hint")} className="text-xs text-slate-600">
            {t("searchHint")}
          </p>
        </form>
      </search>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={payments.length === 0}
        emptyText={filtered ? t("emptyFiltered") : t("empty")}
      >
        <PaymentsTable payments={payments} tierNames={tierNames} />
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t("shownCount", { count: payments.length })}
          </p>
          {list.hasNextPage ? (
            <button
              type="button"
              className="btn-outline"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
            </button>
          ) : null}
        </div>
      </AdminListState>
    </section>
  );
}
