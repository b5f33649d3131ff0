import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { membershipTierIds } from "../../../worker/contract/enums";
import type { MembersByTierReport, MembersByTierRow } from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import { tierColors, useReportFormats } from "./formats";
import { type InsightFilters, insightQuery } from "./insights-queries";
import { ReportSection } from "./report-section";

/** Members over time: one line per tier (total at each month's end), the table with who joined. */
export function MembersReport({ filters }: { filters: InsightFilters }) {
  const t = useT(adminInsightsMessages);
  const query = useQuery(insightQuery("members-by-tier", filters));
  return (
    <ReportSection
      report="members-by-tier"
      heading={t("membersHeading")}
      note={t("membersNote")}
      filters={filters}
      query={query}
      isEmpty={(answer) => answer.rows.every((row) => row.total === 0)}
    >
      {(answer) => <MembersBody answer={answer} />}
    </ReportSection>
  );
}

function MembersBody({ answer }: { answer: MembersByTierReport }) {
  const t = useT(adminInsightsMessages);
  const format = useReportFormats();
  const chart = useMemo(() => {
    const months = [...new Set(answer.rows.map((row) => row.month))];
    const series = membershipTierIds.map((tier) => ({
      label: t(`tier_${tier}`),
      color: tierColors[tier],
      values: months.map(
        (month) => answer.rows.find((row) => row.month === month && row.tier === tier)?.total ?? 0,
      ),
    }));
    return { labels: months.map(format.month), series };
  }, [answer, format, t]);
  return (
    <>
      <ChartFigure
        xLabel={t("colMonth")}
        label={t("chartLabel", { report: t("membersHeading") })}
        kind="line"
        {...chart}
      />
      <DataTable<MembersByTierRow>
        caption={t("tableCaption", { report: t("membersHeading") })}
        rows={answer.rows}
        rowKey={(row) => `${row.month}-${row.tier}`}
        columns={[
          { header: t("colMonth"), cell: (row) => format.month(row.month) },
          { header: t("colTier"), cell: (row) => t(`tier_${row.tier}`) },
          { header: t("colJoined"), numeric: true, cell: (row) => format.count(row.joined) },
          { header: t("colTotal"), numeric: true, cell: (row) => format.count(row.total) },
        ]}
      />
    </>
  );
}
