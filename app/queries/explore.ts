import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api-client";

/** Explore query keys; the root is the path the featured-content admin page refreshes by. */
export const exploreKeys = {
  all: [api.explore.$path()] as const,
  search: (query: string) => [api.explore.$path(), "search", query] as const,
};

/** GET /api/explore: counts, featured content and trending hashtags. */
export const exploreQuery = queryOptions({
  queryKey: exploreKeys.all,
  queryFn: async () => await unwrap(api.explore.$get()),
});

export const EXPLORE_RESULTS_PER_KIND = 5;

/** The explore search box: the first jobs and businesses whose names match, from their own endpoints. */
export const exploreSearchQuery = (query: string) =>
  queryOptions({
    queryKey: exploreKeys.search(query),
    queryFn: async () => {
      const params = { search: query, limit: String(EXPLORE_RESULTS_PER_KIND) };
      const [jobs, businesses] = await Promise.all([
        unwrap(api.jobs.$get({ query: params })),
        unwrap(api.businesses.$get({ query: params })),
      ]);
      return { jobs: jobs.jobs, businesses: businesses.businesses };
    },
  });
