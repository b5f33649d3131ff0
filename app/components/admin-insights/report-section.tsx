import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { InsightReport } from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { PageLoadState } from "../page-load-state";
import { downloadPath, type InsightFilters } from "./insights-queries";

/**
 * One report: its heading and note, the CSV and Excel downloads for the page's filters, then what the
 * answer shows (a chart and its table) once loaded; loading, failed (Try again) and empty states.
 */
export function ReportSection<T>({
  report,
  heading,
  note,
  filters,
  query,
  isEmpty,
  children,
}: {
  report: InsightReport;
  heading: string;
  note: ReactNode;
  filters: InsightFilters;
  query: UseQueryResult<T>;
  isEmpty: (answer: T) => boolean;
  children: (answer: T) => ReactNode;
}) {
  const t = useT(adminInsightsMessages);
  const id = `report-${report}`;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {heading}
          </h2>
          <p className="text-sm text-slate-600">{note}</p>
        </div>
        <nav aria-label={t("downloadsLabel", { report: heading })} className="flex flex-wrap gap-2">
          <a className="btn-outline" href={downloadPath(report, "csv", filters)} download>
            {t("downloadCsv")}
          </a>
          <a className="btn-outline" href={downloadPath(report, "xlsx", filters)} download>
            {t("downloadXlsx")}
          </a>
        </nav>
      </div>
      {query.isSuccess ? (
        isEmpty(query.data) ? (
          <p className="rounded-lg bg-slate-50 p-4 text-slate-600">{t("empty")}</p>
        ) : (
          children(query.data)
        )
      ) : (
        <PageLoadState
          query={query}
          texts={{ loading: t("loading"), loadFailed: t("loadFailed"), retry: t("retry") }}
        />
      )}
    </section>
  );
}
