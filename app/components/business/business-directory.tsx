import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Search } from "lucide-react";
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { useT } from "../../i18n";
import { businessMessages } from "../../i18n/messages/business";
import { api } from "../../lib/api-client";
import { allBusinessesQuery, type BusinessFilters, businessesQuery } from "../../queries/businesses";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { inputClass } from "../ui/field";
import { BusinessCard } from "./business-card";

// The submission form (and the zod schema it checks with) loads only when someone opens the panel.
const ListYourBusiness = lazy(() =>
  import("./list-your-business").then((module) => ({ default: module.ListYourBusiness })),
);

const ALL = "all";

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The public directory. `filters` live in the URL (the route's search params); every change goes
 * through `onFiltersChange`, so the list is always what the address says.
 */
export function BusinessDirectory({
  filters,
  onFiltersChange,
}: {
  filters: BusinessFilters;
  onFiltersChange: (next: BusinessFilters) => void;
}) {
  const t = useT(businessMessages);
  const ids = useId();
  const options = useQuery(allBusinessesQuery);
  const list = useQuery({ ...businessesQuery(filters), placeholderData: keepPreviousData });
  const [search, setSearch] = useState(filters.q ?? "");
  const [listing, setListing] = useState(false);
  // Back and forward change the URL without this form: keep the box in step.
  useEffect(() => setSearch(filters.q ?? ""), [filters.q]);

  const all = options.data ?? [];
  // A filter value from the URL stays selectable even when no listing has it (it shows the empty state).
  const industries = distinct([
    ...all.map((b) => b.industry),
    ...(filters.industry ? [filters.industry] : []),
  ]);
  const locations = distinct([
    ...all.map((b) => b.location),
    ...(filters.location ? [filters.location] : []),
  ]);

  const change = (patch: Partial<BusinessFilters>) => onFiltersChange({ ...filters, ...patch });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search.trim() || undefined });
  };
  const businesses = list.data ?? [];

  return (
    <PageFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <button
          type="button"
          className="btn-primary"
          aria-expanded={listing}
          aria-controls={`${ids}-list-your-business`}
          onClick={() => setListing((open) => !open)}
        >
          {t("listYourBusiness")}
        </button>
      }
    >
      <OfflineNote path={api.businesses.$path()} />
      {listing ? (
        <Suspense
          fallback={
            <p role="status" className="mb-8 text-slate-600">
              {t("loadingForm")}
            </p>
          }
        >
          <ListYourBusiness id={`${ids}-list-your-business`} onClose={() => setListing(false)} />
        </Suspense>
      ) : null}
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t("backHome")}
      </Link>
      <section aria-labelledby={`${ids}-filters`} className="card mb-8 grid gap-4">
        <h2 id={`${ids}-filters`} className="text-lg font-semibold text-slate-900">
          {t("filtersHeading")}
        </h2>
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-60 flex-1 gap-1.5">
            <label htmlFor={`${ids}-search`} className="text-sm font-semibold text-slate-800">
              {t("searchLabel")}
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              value={search}
              placeholder={t("searchPlaceholder")}
              onChange={(event) => setSearch(event.target.value)}
              className={inputClass}
            />
          </div>
          <button type="submit" className="btn-primary">
            <Search aria-hidden="true" className="size-4" />
            {t("searchButton")}
          </button>
        </form>
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor={`${ids}-industry`} className="text-sm font-semibold text-slate-800">
              {t("industryLabel")}
            </label>
            <select
              id={`${ids}-industry`}
              value={filters.industry ?? ALL}
              onChange={(event) =>
                change({ industry: event.target.value === ALL ? undefined : event.target.value })
              }
              className={inputClass}
            >
              <option value={ALL}>{t("allIndustries")}</option>
              {industries.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${ids}-location`} className="text-sm font-semibold text-slate-800">
              {t("locationLabel")}
            </label>
            <select
              id={`${ids}-location`}
              value={filters.location ?? ALL}
              onChange={(event) =>
                change({ location: event.target.value === ALL ? undefined : event.target.value })
              }
              className={inputClass}
            >
              <option value={ALL}>{t("allLocations")}</option>
              {locations.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          </div>
          <label className="inline-flex items-center gap-2 py-2 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={filters.halal === true}
              onChange={(event) => change({ halal: event.target.checked ? true : undefined })}
              className="size-4 accent-brand-700"
            />
            {t("halalOnly")}
          </label>
        </div>
      </section>
      <section aria-labelledby={`${ids}-results`} aria-busy={list.isFetching}>
        <h2 id={`${ids}-results`} className="sr-only">
          {t("resultsHeading")}
        </h2>
        {/* Stays mounted so screen readers hear how many listings each change leaves. */}
        <p aria-live="polite" className="mb-4 text-sm text-slate-600">
          {list.isPending
            ? t("loading")
            : list.isError
              ? ""
              : t("resultsCount", { count: businesses.length })}
        </p>
        {list.isError ? (
          <div role="alert" className="card grid justify-items-start gap-3">
            <p className="text-slate-700">{t("loadError")}</p>
            <button type="button" className="btn-outline" onClick={() => list.refetch()}>
              {t("retry")}
            </button>
          </div>
        ) : list.isPending ? null : businesses.length === 0 ? (
          <div className="card grid gap-1 text-center">
            <h3 className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</h3>
            <p className="text-slate-600">{t("emptyText")}</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {businesses.map((business) => (
              <li key={business.id}>
                <BusinessCard business={business} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
