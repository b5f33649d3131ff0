import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type {
  AttendanceCityRow,
  AttendanceEventRow,
  AttendanceReport,
} from "../../../worker/contract/insights";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { ChartFigure } from "./chart-figure";
import { DataTable, type TableColumn } from "./data-table";
import { useReportFormats } from "./formats";
import { type InsightFilters, insightQuery } from "./insights-queries";
import { ReportSection } from "./report-section";

/** Registered against checked in per event (bars), the table per event, then per city. */
export function AttendanceReportSection({ filters }: { filters: InsightFilters }) {
  const t = useT(adminInsightsMessages);
  const query = useQuery(insightQuery("attendance", filters));
  return (
    <ReportSection
      report="attendance"
      heading={t("attendanceHeading")}
      note={t("attendanceNote")}
      filters={filters}
      query={query}
      isEmpty={(answer) => answer.events.length === 0}
    >
      {(answer) => <AttendanceBody answer={answer} />}
    </ReportSection>
  );
}

function AttendanceBody({ answer }: { answer: AttendanceReport }) {
  const t = useT(adminInsightsMessages);
  const format = useReportFormats();
  const chart = useMemo(
    () => ({
      labels: answer.events.map((row) => format.day(row.startsAt)),
      series: [
        { label: t("colRegistered"), color: "#64748b", values: answer.events.map((row) => row.registered) },
        { label: t("colCheckedIn"), color: "#15803d", values: answer.events.map((row) => row.checkedIn) },
      ],
    }),
    [answer, format, t],
  );
  const counts: TableColumn<AttendanceEventRow | AttendanceCityRow>[] = [
    { header: t("colRegistered"), numeric: true, cell: (row) => format.count(row.registered) },
    { header: t("colCheckedIn"), numeric: true, cell: (row) => format.count(row.checkedIn) },
    { header: t("colNoShows"), numeric: true, cell: (row) => format.count(row.noShows) },
    { header: t("colNoShowRate"), numeric: true, cell: (row) => format.percent(row.noShowRate) },
  ];
  return (
    <>
      <ChartFigure
        xLabel={t("colDate")}
        label={t("chartLabel", { report: t("attendanceHeading") })}
        kind="bar"
        {...chart}
      />
      <DataTable<AttendanceEventRow>
        caption={t("tableCaption", { report: t("attendanceHeading") })}
        rows={answer.events}
        rowKey={(row) => row.id}
        columns={[
          { header: t("colEvent"), cell: (row) => <span dir="auto">{row.name}</span> },
          { header: t("colDate"), cell: (row) => format.day(row.startsAt) },
          { header: t("colCity"), cell: (row) => format.city(row.city, t("noCity")) },
          ...counts,
        ]}
      />
      <h3 className="font-semibold text-slate-800">{t("perCityHeading")}</h3>
      <DataTable<AttendanceCityRow>
        caption={t("tableCaption", { report: t("perCityHeading") })}
        rows={answer.cities}
        rowKey={(row) => row.city ?? "none"}
        columns={[{ header: t("colCity"), cell: (row) => format.city(row.city, t("noCity")) }, ...counts]}
      />
    </>
  );
}
