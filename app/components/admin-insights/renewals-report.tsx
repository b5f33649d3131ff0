import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { RenewalsDueRow, RenewalsReport } from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import { tierColors, useReportFormats } from "./formats";
import { type InsightFilters, insightQuery } from "./insights-queries";
import { ReportSection } from "./report-section";

/** Renewals due in 30/60/90 days per paid tier (bars side by side), and the renewal rate. */
export function RenewalsReportSection({ filters }: { filters: InsightFilters }) {
  const t = useT(adminInsightsMessages);
  const query = useQuery(insightQuery("renewals", filters));
  return (
    <ReportSection
      report="renewals"
      heading={t("renewalsHeading")}
      note={t("renewalsNote")}
      filters={filters}
      query={query}
      isEmpty={() => false}
    >
      {(answer) => <RenewalsBody answer={answer} />}
    </ReportSection>
  );
}

function RenewalsBody({ answer }: { answer: RenewalsReport }) {
  const t = useT(adminInsightsMessages);
  const format = useReportFormats();
  const chart = useMemo(
    () => ({
      labels: [t("colDue30"), t("colDue60"), t("colDue90")],
      series: answer.due.map((row) => ({
        label: t(`tier_${row.tier}`),
        color: tierColors[row.tier],
        values: [row.within30, row.within60, row.within90],
      })),
    }),
    [answer, t],
  );
  return (
    <>
      <p className="font-semibold text-slate-800">
        {answer.rate === null
          ? t("renewalRateNone")
          : t("renewalRate", {
              rate: format.percent(answer.rate),
              renewed: format.count(answer.renewed),
              ended: format.count(answer.ended),
            })}
      </p>
      <ChartFigure
        xLabel={t("colDueWindow")}
        label={t("chartLabel", { report: t("renewalsHeading") })}
        kind="bar"
        {...chart}
      />
      <DataTable<RenewalsDueRow>
        caption={t("tableCaption", { report: t("renewalsHeading") })}
        rows={answer.due}
        rowKey={(row) => row.tier}
        columns={[
          { header: t("colTier"), cell: (row) => t(`tier_${row.tier}`) },
          { header: t("colDue30"), numeric: true, cell: (row) => format.count(row.within30) },
          { header: t("colDue60"), numeric: true, cell: (row) => format.count(row.within60) },
          { header: t("colDue90"), numeric: true, cell: (row) => format.count(row.within90) },
        ]}
      />
    </>
  );
}
