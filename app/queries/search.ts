import { queryOptions } from "@tanstack/react-query";
import type { SearchAnswer, SearchKind } from "../../worker/contract/search";
import { api, unwrap } from "../lib/api-client";

/** Results per group on the mixed page; one group alone shows up to 50. */
export const RESULTS_PER_KIND = 5;
export const RESULTS_ONE_KIND = 50;

export const searchKeys = {
  all: [api.search.$path()] as const,
  results: (q: string, kind?: SearchKind) => [api.search.$path(), q, kind ?? "all"] as const,
};

/** GET /api/search: the site search, grouped by kind. */
export const searchQuery = (q: string, kind?: SearchKind) =>
  queryOptions({
    queryKey: searchKeys.results(q, kind),
    queryFn: async (): Promise<SearchAnswer> => {
      const limit = String(kind ? RESULTS_ONE_KIND : RESULTS_PER_KIND);
      return await unwrap(api.search.$get({ query: { q, limit, kind } }));
    },
    // Results change as members post; a search repeated later should not show an old answer forever.
    staleTime: 30_000,
  });
