import { queryOptions } from "@tanstack/react-query";
import type { SearchAnswer, SearchKind } from "../../worker/contract/search";
import { getJson } from "../lib/api";

/** Results per group on the mixed page; one group alone shows up to 50. */
export const RESULTS_PER_KIND = 5;
export const RESULTS_ONE_KIND = 50;

/** GET /api/search: the site search, grouped by kind. */
export const searchQuery = (q: string, kind?: SearchKind) =>
  queryOptions({
    queryKey: ["/api/search", q, kind ?? "all"],
    queryFn: async () => {
      const params = new URLSearchParams({ q, limit: String(kind ? RESULTS_ONE_KIND : RESULTS_PER_KIND) });
      if (kind) params.set("kind", kind);
      return (await getJson<SearchAnswer>(`/api/search?${params}`)) as SearchAnswer;
    },
    // Results change as members post; a search repeated later should not show an old answer forever.
    staleTime: 30_000,
  });
