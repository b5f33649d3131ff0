import { queryOptions } from "@tanstack/react-query";
import type { BusinessSummary } from "../../worker/contract/businesses";
import type { HomeSummary } from "../../worker/contract/home";
import { getJson } from "../lib/api";
import { businessListUrl } from "./businesses";
import { jobsQuery } from "./jobs";

/** Spec point 9: the widgets fetch 5 jobs and show up to 4, fetch 4 businesses and show 3. */
export const FEATURED_JOBS_FETCHED = 5;
export const FEATURED_JOBS_SHOWN = 4;
export const SPOTLIGHT_BUSINESSES_FETCHED = 4;
export const SPOTLIGHT_BUSINESSES_SHOWN = 3;

export const homeSummaryQuery = queryOptions({
  queryKey: ["/api/home/summary"],
  queryFn: async () => await getJson<HomeSummary>("/api/home/summary"),
});

export const featuredJobsQuery = jobsQuery({}, FEATURED_JOBS_FETCHED);

/** Its own key under the businesses prefix: any business change refreshes it, and it never
 * collides with the directory's full list. */
export const spotlightBusinessesQuery = queryOptions({
  queryKey: ["/api/businesses", "spotlight", SPOTLIGHT_BUSINESSES_FETCHED],
  queryFn: async () =>
    (await getJson<{ businesses: BusinessSummary[] }>(businessListUrl({}, SPOTLIGHT_BUSINESSES_FETCHED)))
      ?.businesses ?? [],
});
