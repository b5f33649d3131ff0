import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TenderCategory,
  TenderListAnswer,
  TenderLookupAnswer,
  TenderStatus,
} from "../../worker/contract/tenders";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

export type TenderFilters = { search?: string; category?: TenderCategory; status?: TenderStatus };

/** Tender query keys; the root is the path the tenders admin page refreshes by. */
const TENDERS = api.tenders.$path();

export const tenderKeys = {
  all: [TENDERS] as const,
  list: (filters: TenderFilters) => [TENDERS, "list", filters] as const,
  detail: (slug: string) => [TENDERS, slug] as const,
  alerts: [api.tenders.alerts.$path()] as const,
};

/** GET /api/tenders page by page: each page's `nextCursor` fetches the next ("Load more"). */
export const tendersQuery = (filters: TenderFilters) =>
  infiniteQueryOptions({
    queryKey: tenderKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<TenderListAnswer> => {
      const query = {
        search: filters.search || undefined,
        category: filters.category || undefined,
        status: filters.status || undefined,
        cursor: pageParam || undefined,
      };
      return await unwrap(api.tenders.$get({ query }));
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export type TenderLookup = TenderLookupAnswer | { locked: null; notFound: true };

/** One tender: the details for premium members, the teaser (`locked`) for others; 404 is an answer. */
export const tenderQuery = (slug: string) =>
  queryOptions({
    queryKey: tenderKeys.detail(slug),
    queryFn: async (): Promise<TenderLookup> => {
      try {
        return await unwrap(api.tenders[":slug"].$get(pathParams({ slug })));
      } catch (error) {
        if (hasStatus(error, 404)) return { locked: null, notFound: true };
        throw error;
      }
    },
  });

export const tenderAlertsQuery = queryOptions({
  queryKey: tenderKeys.alerts,
  queryFn: async () => (await unwrap(api.tenders.alerts.$get())).categories,
});

export function useSaveTenderAlertsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categories: TenderCategory[]) =>
      (await unwrap(api.tenders.alerts.$put({ json: { categories } }))).categories,
    onSuccess: (categories) => queryClient.setQueryData(tenderAlertsQuery.queryKey, categories),
  });
}
