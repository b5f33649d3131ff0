// The members export's columns, in one list that both the CSV and the .xlsx file are written from.
import { cityLabel } from "../../contract/cities";
import { type ConsentPurpose, consentPurposes } from "../../contract/enums";
import type { MembershipStatus } from "../../contract/membership-card";
import { type SheetColumn, sheetCsv, sheetXlsx } from "./sheet";

/** A member's latest consent record for one purpose (the ledger keeps every grant and withdrawal). */
export type LatestConsent = { granted: boolean; at: string } | null;

/** One member as the export writes them: stored values, the dates as ISO instants. */
export type MemberExportRow = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  title: string | null;
  /** A city id, or the text a member wrote that matches none. */
  city: string | null;
  tier: string;
  /** The end of the paid period as the card shows it (null: Basic or open-ended). */
  validUntil: string | null;
  membershipStatus: MembershipStatus;
  membershipId: string | null;
  joinedAt: string;
  language: string;
  role: string;
  onboardingCompletedAt: string | null;
  accountStatus: string;
  lastActiveAt: string | null;
  consents: Record<ConsentPurpose, LatestConsent>;
};

const consentNames: Record<ConsentPurpose, string> = {
  terms: "Terms",
  privacy: "Privacy policy",
  data_processing: "Data processing",
  marketing: "Marketing",
  profile_sharing: "Profile sharing",
  announcements: "Announcements",
  tender_alerts: "Tender alerts",
};

/** Each PDPL purpose: the member's current choice and the day they made it. */
const consentColumns = consentPurposes.flatMap((purpose): SheetColumn<MemberExportRow>[] => [
  {
    header: `Consent: ${consentNames[purpose]}`,
    value: (row) => {
      const consent = row.consents[purpose];
      return consent && (consent.granted ? "granted" : "withdrawn");
    },
  },
  {
    header: `Consent: ${consentNames[purpose]} (date)`,
    kind: "day",
    width: 12,
    value: (row) => row.consents[purpose]?.at,
  },
]);

/** Days are Riyadh calendar days, as on the card; tier, role, status and language as stored. */
export const memberExportColumns: readonly SheetColumn<MemberExportRow>[] = [
  { header: "Name", width: 24, value: (row) => row.name },
  { header: "Email", width: 28, value: (row) => row.email },
  { header: "Phone", kind: "phone", width: 16, value: (row) => row.phone },
  { header: "Company", width: 20, value: (row) => row.company },
  { header: "Title", width: 20, value: (row) => row.title },
  // The list's English name, or the text as the member wrote it.
  { header: "City", value: (row) => cityLabel(row.city, "en") },
  { header: "Tier", width: 10, value: (row) => row.tier },
  { header: "Valid until", kind: "day", width: 12, value: (row) => row.validUntil },
  { header: "Membership", width: 10, value: (row) => row.membershipStatus },
  { header: "Membership ID", width: 20, value: (row) => row.membershipId },
  { header: "Joined", kind: "day", width: 12, value: (row) => row.joinedAt },
  { header: "Language", width: 9, value: (row) => row.language },
  { header: "Role", width: 9, value: (row) => row.role },
  {
    header: "Onboarding",
    width: 11,
    value: (row) => (row.onboardingCompletedAt ? "completed" : "pending"),
  },
  { header: "Status", width: 10, value: (row) => row.accountStatus },
  { header: "Last active", kind: "day", width: 12, value: (row) => row.lastActiveAt },
  ...consentColumns,
];

export const MEMBERS_SHEET_NAME = "Members";

/** The members CSV of these rows (the route streams the same text chunk by chunk). */
export const memberExportCsv = (rows: readonly MemberExportRow[]) => sheetCsv(memberExportColumns, rows);

/** The members .xlsx file of these chunks of rows, streamed. */
export const memberExportXlsx = (
  chunks: AsyncIterable<readonly MemberExportRow[]> | Iterable<readonly MemberExportRow[]>,
) => sheetXlsx(memberExportColumns, chunks, MEMBERS_SHEET_NAME);
