// The community reports (issue 34, /admin/reports): the filters every report takes and each report's
// answer. The API lives under /api/admin/insights/* so it can never collide with the reported-posts
// moderation API at /api/admin/reports/:id/...
import { z } from "zod";
import type { CampaignKind } from "./campaigns";
import { memberCities } from "./cities";
import type { EventCity, MembershipTierId } from "./enums";
import { isoDayPattern, isRealIsoDay } from "./iso-day";

export const insightReports = [
  "members-by-tier",
  "renewals",
  "revenue",
  "attendance",
  "partner-checks",
  "campaigns",
] as const;
export type InsightReport = (typeof insightReports)[number];

export const insightExportFormats = ["csv", "xlsx"] as const;

/** The longest range a report covers, so a month-by-month answer stays a few hundred rows. */
export const MAX_RANGE_DAYS = 366 * 5;
const DAY_MS = 86_400_000;

const day = z.string().regex(isoDayPattern, "Dates are YYYY-MM-DD").refine(isRealIsoDay, "Enter a real date");

/** An empty value (`?city=`) means "no filter", as a cleared select sends it. */
const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z
    .literal("")
    .transform(() => undefined)
    .or(schema)
    .optional();

/**
 * ?from=&to= (Riyadh calendar days, both included; defaults: the last twelve months to today) and
 * ?city= (a contract/cities id, as members.location stores it; events are matched by their city).
 */
export const insightsQuerySchema = z
  .object({
    from: blankIsNone(day),
    to: blankIsNone(day),
    city: blankIsNone(z.enum(memberCities, { error: "Choose a city from the list" })),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must be on or before the end date",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * DAY_MS, {
    message: "Choose at most five years",
    path: ["from"],
  });
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

export const insightsExportQuerySchema = z.object({
  format: z.enum(insightExportFormats, { error: "Format must be csv or xlsx" }),
});

/** The range a report answered for, after defaults. */
export type InsightsRange = { from: string; to: string; city: string | null };

/** Month is YYYY-MM in Riyadh; the tier is the member's tier today (tier changes are not recorded). */
export type MembersByTierRow = { month: string; tier: MembershipTierId; joined: number; total: number };
export type MembersByTierReport = { range: InsightsRange; rows: MembersByTierRow[] };

export type RenewalsDueRow = {
  tier: MembershipTierId;
  within30: number;
  within60: number;
  within90: number;
};
export type RenewalsReport = {
  range: InsightsRange;
  /** Memberships ending in the next 30/60/90 days from today (each count includes the shorter ones). */
  due: RenewalsDueRow[];
  /** Paid periods that ended inside the range (up to today), and how many of them were paid again. */
  ended: number;
  renewed: number;
  /** renewed / ended, 0..1; null when nothing ended. */
  rate: number | null;
};

export type RevenueRow = { month: string; tier: MembershipTierId; payments: number; amountHalalas: number };
export type RevenueReport = {
  range: InsightsRange;
  rows: RevenueRow[];
  /** False: payments have no refunded state yet, so refunds are not reported (not guessed). */
  refundsTracked: false;
};

export type AttendanceCounts = {
  registered: number;
  checkedIn: number;
  noShows: number;
  /** noShows / registered, 0..1; null when nobody registered. */
  noShowRate: number | null;
};
export type AttendanceEventRow = AttendanceCounts & {
  id: string;
  name: string;
  city: EventCity | null;
  startsAt: string;
};
export type AttendanceCityRow = AttendanceCounts & { city: EventCity | null };
export type AttendanceReport = {
  range: InsightsRange;
  /** Events that started in the range and have ended, oldest first. */
  events: AttendanceEventRow[];
  cities: AttendanceCityRow[];
};

/** partnerId null: checks of partners since deleted. */
export type PartnerChecksRow = { partnerId: string | null; partnerName: string | null; checks: number };
export type PartnerChecksReport = { range: InsightsRange; rows: PartnerChecksRow[] };

/**
 * One campaign that started sending in the range, counted as its detail page counts it
 * (worker/domain/campaigns/campaign-counts.ts): recipients are its snapshot; queued, sent and failed are
 * its mail; pushes and notices the push and bell rows written.
 */
export type CampaignResultRow = {
  id: string;
  name: string;
  kind: CampaignKind;
  startedAt: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
  pushes: number;
  notices: number;
  /** unsubscribed / sent mail, 0..1; null when no mail was sent (the link is in the mail). */
  unsubscribeRate: number | null;
};
/** range.city is always null: the city filter does not apply (a campaign is not sent per city). */
export type CampaignResultsReport = { range: InsightsRange; rows: CampaignResultRow[] };

export type InsightAnswers = {
  "members-by-tier": MembersByTierReport;
  renewals: RenewalsReport;
  revenue: RevenueReport;
  attendance: AttendanceReport;
  "partner-checks": PartnerChecksReport;
  campaigns: CampaignResultsReport;
};
