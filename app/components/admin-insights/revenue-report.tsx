import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { paidTierIds } from "../../../worker/contract/enums";
import type { RevenueReport, RevenueRow } from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import { tierColors, useReportFormats } from "./formats";
import { type InsightFilters, insightQuery } from "./insights-queries";
import { ReportSection } from "./report-section";

/** Revenue per month, one line per paid tier (SAR), and the table; refunds are named as not tracked. */
export function RevenueReportSection({ filters }: { filters: InsightFilters }) {
  const t = useT(adminInsightsMessages);
  const query = useQuery(insightQuery("revenue", filters));
  return (
    <ReportSection
      report="revenue"
      heading={t("revenueHeading")}
      note={`${t("revenueNote")} ${t("refundsNote")}`}
      filters={filters}
      query={query}
      isEmpty={(answer) => answer.rows.length === 0}
    >
      {(answer) => <RevenueBody answer={answer} />}
    </ReportSection>
  );
}

function RevenueBody({ answer }: { answer: RevenueReport }) {
  const t = useT(adminInsightsMessages);
  const format = useReportFormats();
  const chart = useMemo(() => {
    const months = [...new Set(answer.rows.map((row) => row.month))];
    const series = paidTierIds.map((tier) => ({
      label: t(`tier_${tier}`),
      color: tierColors[tier],
      values: months.map(
        (month) =>
          (answer.rows.find((row) => row.month === month && row.tier === tier)?.amountHalalas ?? 0) / 100,
      ),
    }));
    return { labels: months.map(format.month), series };
  }, [answer, format, t]);
  return (
    <>
      <ChartFigure
        xLabel={t("colMonth")}
        label={t("chartLabel", { report: t("revenueHeading") })}
        kind="line"
        format="sar"
        {...chart}
      />
      <DataTable<RevenueRow>
        caption={t("tableCaption", { report: t("revenueHeading") })}
        rows={answer.rows}
        rowKey={(row) => `${row.month}-${row.tier}`}
        columns={[
          { header: t("colMonth"), cell: (row) => format.month(row.month) },
          { header: t("colTier"), cell: (row) => t(`tier_${row.tier}`) },
          { header: t("colPayments"), numeric: true, cell: (row) => format.count(row.payments) },
          { header: t("colAmount"), numeric: true, cell: (row) => format.sar(row.amountHalalas) },
        ]}
      />
    </>
  );
}
