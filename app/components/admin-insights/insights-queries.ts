import { queryOptions } from "@tanstack/react-query";
import type { InsightAnswers, InsightReport } from "../../../worker/contract/insights";
import { api, unwrap } from "../../lib/api-client";

/** The filters as the page holds them: "" is no filter. */
export type InsightFilters = { from: string; to: string; city: string };

/** Only the filters that are set, as the API's query (an empty value would also mean none). */
export const filterQuery = (filters: InsightFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));

const insights = api.admin.insights;
const fetchers: { [K in InsightReport]: (query: Record<string, string>) => Promise<InsightAnswers[K]> } = {
  "members-by-tier": (query) => unwrap(insights["members-by-tier"].$get({ query })),
  renewals: (query) => unwrap(insights.renewals.$get({ query })),
  revenue: (query) => unwrap(insights.revenue.$get({ query })),
  attendance: (query) => unwrap(insights.attendance.$get({ query })),
  "partner-checks": (query) => unwrap(insights["partner-checks"].$get({ query })),
  campaigns: (query) => unwrap(insights.campaigns.$get({ query })),
};

/** One report for these filters. */
export const insightQuery = <K extends InsightReport>(report: K, filters: InsightFilters) => {
  const query = filterQuery(filters);
  return queryOptions({
    queryKey: ["/api/admin/insights", report, query] as const,
    queryFn: () => fetchers[report](query) as Promise<InsightAnswers[K]>,
  });
};

/** The report's download in this format, with the page's filters. */
export const downloadPath = (report: InsightReport, format: "csv" | "xlsx", filters: InsightFilters) =>
  insights[":report"][":format"].$path({ param: { report, format }, query: filterQuery(filters) });
