import type { InsightAnswers, InsightReport, InsightsQuery } from "../../contract/insights";
import type { Database } from "../../db/client";
import { attendance } from "./attendance";
import { campaignResults } from "./campaigns";
import { membersByTier } from "./members-by-tier";
import { partnerChecks } from "./partner-checks";
import { reportFilter } from "./range";
import { renewals } from "./renewals";
import { revenue } from "./revenue";

/** Runs one report for these filters (defaults applied: the last twelve months, every city). */
export async function readReport<K extends InsightReport>(
  db: Database,
  report: K,
  query: InsightsQuery,
  now: Date,
): Promise<InsightAnswers[K]> {
  const filter = reportFilter(query, now);
  const readers: { [R in InsightReport]: () => Promise<InsightAnswers[R]> } = {
    "members-by-tier": () => membersByTier(db, filter),
    renewals: () => renewals(db, filter, now),
    revenue: () => revenue(db, filter),
    attendance: () => attendance(db, filter, now),
    "partner-checks": () => partnerChecks(db, filter),
    campaigns: () => campaignResults(db, filter),
  };
  return readers[report]();
}
