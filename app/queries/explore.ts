import { queryOptions } from "@tanstack/react-query";
import type { BusinessSummary } from "../../worker/contract/businesses";
import type { ExploreSummary } from "../../worker/contract/explore";
import type { JobSummary } from "../../worker/contract/jobs";
import { getJson } from "../lib/api";

/** GET /api/explore: counts, featured content and trending hashtags. */
export const exploreQuery = queryOptions({
  queryKey: ["/api/explore"],
  queryFn: async () => (await getJson<ExploreSummary>("/api/explore")) as ExploreSummary,
});

export const EXPLORE_RESULTS_PER_KIND = 5;

/** The explore search box: the first jobs and businesses whose names match, from their own endpoints. */
export const exploreSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ["/api/explore", "search", query],
    queryFn: async () => {
      const params = new URLSearchParams({ search: query, limit: String(EXPLORE_RESULTS_PER_KIND) });
      const [jobs, businesses] = await Promise.all([
        getJson<{ jobs: JobSummary[] }>(`/api/jobs?${params}`),
        getJson<{ businesses: BusinessSummary[] }>(`/api/businesses?${params}`),
      ]);
      return { jobs: jobs?.jobs ?? [], businesses: businesses?.businesses ?? [] };
    },
  });
