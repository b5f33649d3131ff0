import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { CampaignKind } from "../../../worker/contract/campaigns";
import type { CampaignResultRow, CampaignResultsReport } from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import { useReportFormats } from "./formats";
import { type InsightFilters, insightQuery } from "./insights-queries";
import { ReportSection } from "./report-section";

const kindLabel = {
  promotional: "kindPromotional",
  service: "kindService",
} as const satisfies Record<CampaignKind, string>;

/** Sent, failed and unsubscribed per campaign started in the range (bars), and the full table. */
export function CampaignResultsReportSection({ filters }: { filters: InsightFilters }) {
  const t = useT(adminInsightsMessages);
  const query = useQuery(insightQuery("campaigns", filters));
  return (
    <ReportSection
      report="campaigns"
      heading={t("campaignsHeading")}
      note={t("campaignsNote")}
      filters={filters}
      query={query}
      isEmpty={(answer) => answer.rows.length === 0}
    >
      {(answer) => <CampaignResultsBody answer={answer} />}
    </ReportSection>
  );
}

function CampaignResultsBody({ answer }: { answer: CampaignResultsReport }) {
  const t = useT(adminInsightsMessages);
  const format = useReportFormats();
  // The chart reads left to right in time (oldest first); the table keeps the newest on top.
  const chart = useMemo(() => {
    const oldestFirst = [...answer.rows].reverse();
    return {
      labels: oldestFirst.map((row) => row.name),
      series: [
        { label: t("colSent"), color: "#15803d", values: oldestFirst.map((row) => row.sent) },
        { label: t("colFailed"), color: "#b91c1c", values: oldestFirst.map((row) => row.failed) },
        { label: t("colUnsubscribed"), color: "#b45309", values: oldestFirst.map((row) => row.unsubscribed) },
      ],
    };
  }, [answer, t]);
  const count = (header: string, value: (row: CampaignResultRow) => number) => ({
    header,
    numeric: true,
    cell: (row: CampaignResultRow) => format.count(value(row)),
  });
  return (
    <>
      <ChartFigure
        xLabel={t("colCampaign")}
        label={t("chartLabel", { report: t("campaignsHeading") })}
        kind="bar"
        {...chart}
      />
      <DataTable<CampaignResultRow>
        caption={t("tableCaption", { report: t("campaignsHeading") })}
        rows={answer.rows}
        rowKey={(row) => row.id}
        columns={[
          { header: t("colCampaign"), cell: (row) => <span dir="auto">{row.name}</span> },
          { header: t("colKind"), cell: (row) => t(kindLabel[row.kind]) },
          { header: t("colDate"), cell: (row) => format.day(row.startedAt) },
          count(t("colRecipients"), (row) => row.recipients),
          count(t("colQueued"), (row) => row.queued),
          count(t("colSent"), (row) => row.sent),
          count(t("colFailed"), (row) => row.failed),
          count(t("colUnsubscribed"), (row) => row.unsubscribed),
          count(t("colPushes"), (row) => row.pushes),
          count(t("colNotices"), (row) => row.notices),
          {
            header: t("colUnsubscribeRate"),
            numeric: true,
            cell: (row) => format.percent(row.unsubscribeRate),
          },
        ]}
      />
    </>
  );
}
