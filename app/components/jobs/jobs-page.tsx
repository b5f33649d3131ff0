import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { jobCategoryFilters, jobCityFilters } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";
import { api } from "../../lib/api-client";
import { jobsQuery } from "../../queries/jobs";
import { OfflineNote } from "../offline/offline-note";
import { inputClass } from "../ui/field";
import { JobCard } from "./job-card";
import { categoryLabel, cityLabel } from "./job-format";
import { useSavedJobs } from "./saved-jobs";

export type JobsSearch = {
  q?: string;
  city?: (typeof jobCityFilters)[number];
  category?: (typeof jobCategoryFilters)[number];
  saved?: boolean;
};

export function JobsPage({ search, onChange }: { search: JobsSearch; onChange: (next: JobsSearch) => void }) {
  const t = useT(jobsMessages);
  const id = useId();
  const { saved, toggle } = useSavedJobs();
  // The box updates at once; the URL (and so the query) follows after a short pause in typing.
  const [text, setText] = useState(search.q ?? "");
  useEffect(() => setText(search.q ?? ""), [search.q]);
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === search.q) return;
    const timer = setTimeout(() => onChange({ ...search, q }), 250);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  const query = useQuery({
    ...jobsQuery({ search: search.q, location: search.city, category: search.category }),
    placeholderData: keepPreviousData,
  });
  const jobs = (query.data ?? []).filter((job) => !search.saved || saved.includes(job.id));

  return (
    <div className="grid gap-6">
      <OfflineNote path={api.jobs.$path()} />
      <search
        aria-label={t("filtersLabel")}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="grid gap-1 sm:col-span-2">
          <label htmlFor={`${id}-q`} className="font-medium text-slate-800">
            {t("searchLabel")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            placeholder={t("searchPlaceholder")}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-city`} className="font-medium text-slate-800">
            {t("cityLabel")}
          </label>
          <select
            id={`${id}-city`}
            value={search.city ?? "all"}
            onChange={(event) =>
              onChange({ ...search, city: jobCityFilters.find((city) => city === event.target.value) })
            }
            className={inputClass}
          >
            <option value="all">{t("allCities")}</option>
            {jobCityFilters.map((city) => (
              <option key={city} value={city}>
                {cityLabel(t, city)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-category`} className="font-medium text-slate-800">
            {t("categoryLabel")}
          </label>
          <select
            id={`${id}-category`}
            value={search.category ?? "all"}
            onChange={(event) =>
              onChange({
                ...search,
                category: jobCategoryFilters.find((category) => category === event.target.value),
              })
            }
            className={inputClass}
          >
            <option value="all">{t("allCategories")}</option>
            {jobCategoryFilters.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(t, category)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-4">
          <input
            id={`${id}-saved`}
            type="checkbox"
            checked={Boolean(search.saved)}
            onChange={(event) => onChange({ ...search, saved: event.target.checked || undefined })}
            className="size-4"
          />
          <label htmlFor={`${id}-saved`} className="text-slate-800">
            {t("savedOnlyLabel")}
          </label>
        </div>
      </search>

      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      ) : query.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="text-red-800">{t("loadFailed")}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-md border border-red-700 px-3 py-1.5 text-red-800"
          >
            {t("retry")}
          </button>
        </div>
      ) : jobs.length === 0 ? (
        <div
          role="status"
          className="grid gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-8 text-center"
        >
          <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
          <p className="text-slate-600">{t("emptyText")}</p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {t("resultsCount", { count: jobs.length })}
          </p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id} className="grid">
                <JobCard job={job} saved={saved.includes(job.id)} onToggleSave={() => toggle(job)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
