import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api-client";
import { businessKeys, listBusinesses } from "./businesses";
import { homeKeys } from "./home-keys";
import { jobsQuery } from "./jobs";

/** Spec point 9: the widgets fetch 5 jobs and show up to 4, fetch 4 businesses and show 3. */
export const FEATURED_JOBS_FETCHED = 5;
export const FEATURED_JOBS_SHOWN = 4;
export const SPOTLIGHT_BUSINESSES_FETCHED = 4;
export const SPOTLIGHT_BUSINESSES_SHOWN = 3;

export { homeKeys };

export const homeSummaryQuery = queryOptions({
  queryKey: homeKeys.summary,
  queryFn: async () => await unwrap(api.home.summary.$get()),
});

export const featuredJobsQuery = jobsQuery({}, FEATURED_JOBS_FETCHED);

/** Its own key under the businesses root: any business change refreshes it, and it never
 * collides with the directory's full list. */
export const spotlightBusinessesQuery = queryOptions({
  queryKey: businessKeys.spotlight(SPOTLIGHT_BUSINESSES_FETCHED),
  queryFn: () => listBusinesses({}, SPOTLIGHT_BUSINESSES_FETCHED),
});
