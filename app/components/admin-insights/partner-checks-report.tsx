import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { PartnerChecksReport, PartnerChecksRow } from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import { useReportFormats } from "./formats";
import { type InsightFilters, insightQuery } from "./insights-queries";
import { ReportSection } from "./report-section";

/** Card checks per partner on /verify (bars), and the table. */
export function PartnerChecksReportSection({ filters }: { filters: InsightFilters }) {
  const t = useT(adminInsightsMessages);
  const query = useQuery(insightQuery("partner-checks", filters));
  return (
    <ReportSection
      report="partner-checks"
      heading={t("partnersHeading")}
      note={t("partnersNote")}
      filters={filters}
      query={query}
      isEmpty={(answer) => answer.rows.length === 0}
    >
      {(answer) => <PartnerChecksBody answer={answer} />}
    </ReportSection>
  );
}

function PartnerChecksBody({ answer }: { answer: PartnerChecksReport }) {
  const t = useT(adminInsightsMessages);
  const format = useReportFormats();
  const name = (row: PartnerChecksRow) => row.partnerName ?? t("deletedPartner");
  const chart = useMemo(
    () => ({
      labels: answer.rows.map((row) => row.partnerName ?? t("deletedPartner")),
      series: [{ label: t("colChecks"), color: "#1d4ed8", values: answer.rows.map((row) => row.checks) }],
    }),
    [answer, t],
  );
  return (
    <>
      <ChartFigure
        xLabel={t("colPartner")}
        label={t("chartLabel", { report: t("partnersHeading") })}
        kind="bar"
        {...chart}
      />
      <DataTable<PartnerChecksRow>
        caption={t("tableCaption", { report: t("partnersHeading") })}
        rows={answer.rows}
        rowKey={(row) => row.partnerId ?? "deleted"}
        columns={[
          { header: t("colPartner"), cell: (row) => <span dir="auto">{name(row)}</span> },
          { header: t("colChecks"), numeric: true, cell: (row) => format.count(row.checks) },
        ]}
      />
    </>
  );
}
