// Each report as a sheet: one list of columns per report, written as CSV and as .xlsx by the member
// export's writers (admin-members/sheet.ts), so the two files always agree. Headers are English, like
// the member export's; numbers are number cells.
import type {
  AttendanceEventRow,
  AttendanceReport,
  CampaignResultRow,
  CampaignResultsReport,
  InsightAnswers,
  InsightReport,
  MembersByTierReport,
  MembersByTierRow,
  PartnerChecksReport,
  PartnerChecksRow,
  RenewalsReport,
  RevenueReport,
  RevenueRow,
} from "../../contract/insights";
import { type SheetColumn, sheetCsv, sheetXlsx } from "../admin-members/sheet";

type InsightExportFormat = "csv" | "xlsx";

const count = <R>(header: string, value: (row: R) => number | null): SheetColumn<R> => ({
  header,
  kind: "number",
  width: 14,
  value: (row) => {
    const n = value(row);
    return n === null ? null : String(n);
  },
});
/** A 0..1 share as a percentage with one decimal ("12.5"). */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

type RenewalSheetRow = {
  tier: string;
  within30: number | null;
  within60: number | null;
  within90: number | null;
  ended: number | null;
  renewed: number | null;
  rate: number | null;
};

const membersByTierColumns: SheetColumn<MembersByTierRow>[] = [
  { header: "Month", value: (row) => row.month },
  { header: "Tier", value: (row) => row.tier },
  count("Joined", (row) => row.joined),
  count("Total at month end", (row) => row.total),
];

const renewalColumns: SheetColumn<RenewalSheetRow>[] = [
  { header: "Tier", value: (row) => row.tier },
  count("Due within 30 days", (row) => row.within30),
  count("Due within 60 days", (row) => row.within60),
  count("Due within 90 days", (row) => row.within90),
  count("Periods ended in range", (row) => row.ended),
  count("Renewed", (row) => row.renewed),
  count("Renewal rate (%)", (row) => row.rate),
];

/** One row per tier, then an "all" row with the totals and the renewal rate. */
const renewalRows = (answer: RenewalsReport): RenewalSheetRow[] => [
  ...answer.due.map((row) => ({ ...row, ended: null, renewed: null, rate: null })),
  {
    tier: "all",
    within30: answer.due.reduce((sum, row) => sum + row.within30, 0),
    within60: answer.due.reduce((sum, row) => sum + row.within60, 0),
    within90: answer.due.reduce((sum, row) => sum + row.within90, 0),
    ended: answer.ended,
    renewed: answer.renewed,
    rate: percent(answer.rate),
  },
];

const revenueColumns: SheetColumn<RevenueRow>[] = [
  { header: "Month", value: (row) => row.month },
  { header: "Tier", value: (row) => row.tier },
  count("Payments", (row) => row.payments),
  count("Amount (SAR)", (row) => row.amountHalalas / 100),
];

const attendanceColumns: SheetColumn<AttendanceEventRow>[] = [
  { header: "Event", width: 36, value: (row) => row.name },
  { header: "City", value: (row) => row.city },
  { header: "Starts", kind: "dateTime", value: (row) => row.startsAt },
  count("Registered", (row) => row.registered),
  count("Checked in", (row) => row.checkedIn),
  count("No-shows", (row) => row.noShows),
  count("No-show rate (%)", (row) => percent(row.noShowRate)),
];

const partnerCheckColumns: SheetColumn<PartnerChecksRow>[] = [
  { header: "Partner", width: 30, value: (row) => row.partnerName ?? "(deleted partner)" },
  count("Checks", (row) => row.checks),
];

const campaignColumns: SheetColumn<CampaignResultRow>[] = [
  { header: "Campaign", width: 36, value: (row) => row.name },
  { header: "Kind", value: (row) => row.kind },
  { header: "Started", kind: "dateTime", value: (row) => row.startedAt },
  count("Recipients", (row) => row.recipients),
  count("Queued", (row) => row.queued),
  count("Sent", (row) => row.sent),
  count("Failed", (row) => row.failed),
  count("Unsubscribed", (row) => row.unsubscribed),
  count("Pushes", (row) => row.pushes),
  count("Bell notices", (row) => row.notices),
  count("Unsubscribe rate (%)", (row) => percent(row.unsubscribeRate)),
];

/** The report's file: its rows are already aggregated (a few hundred at most), so one chunk. */
function file<R>(format: InsightExportFormat, columns: SheetColumn<R>[], rows: R[], name: string) {
  return format === "csv" ? sheetCsv(columns, rows) : sheetXlsx(columns, [rows], name);
}

/** A report's answer as a CSV text or an .xlsx stream. */
export function reportFile<K extends InsightReport>(
  report: K,
  answer: InsightAnswers[K],
  format: InsightExportFormat,
): string | ReadableStream<Uint8Array> {
  // The casts narrow what the caller already paired (report K with InsightAnswers[K]).
  switch (report) {
    case "members-by-tier":
      return file(format, membersByTierColumns, (answer as MembersByTierReport).rows, "Members by tier");
    case "renewals":
      return file(format, renewalColumns, renewalRows(answer as RenewalsReport), "Renewals");
    case "revenue":
      return file(format, revenueColumns, (answer as RevenueReport).rows, "Revenue");
    case "attendance":
      return file(format, attendanceColumns, (answer as AttendanceReport).events, "Attendance");
    case "campaigns":
      return file(format, campaignColumns, (answer as CampaignResultsReport).rows, "Campaign results");
    default:
      return file(format, partnerCheckColumns, (answer as PartnerChecksReport).rows, "Partner checks");
  }
}
