import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TenderAlertsAnswer,
  TenderCategory,
  TenderListAnswer,
  TenderLookupAnswer,
  TenderStatus,
} from "../../worker/contract/tenders";
import { ApiError, apiRequest, getJson } from "../lib/api";

export type TenderFilters = { search?: string; category?: TenderCategory; status?: TenderStatus };

const base = "/api/tenders";

/** GET /api/tenders page by page: each page's `nextCursor` fetches the next ("Load more"). */
export const tendersQuery = (filters: TenderFilters) =>
  infiniteQueryOptions({
    queryKey: [base, "list", filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set("cursor", pageParam);
      return (await getJson<TenderListAnswer>(`${base}?${params}`)) as TenderListAnswer;
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export type TenderLookup = TenderLookupAnswer | { locked: null; notFound: true };

/** One tender: the details for premium members, the teaser (`locked`) for others; 404 is an answer. */
export const tenderQuery = (slug: string) =>
  queryOptions({
    queryKey: [base, slug],
    queryFn: async (): Promise<TenderLookup> => {
      try {
        return (await getJson<TenderLookupAnswer>(
          `${base}/${encodeURIComponent(slug)}`,
        )) as TenderLookupAnswer;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { locked: null, notFound: true };
        throw error;
      }
    },
  });

export const tenderAlertsQuery = queryOptions({
  queryKey: [`${base}/alerts`],
  queryFn: async () =>
    ((await getJson<TenderAlertsAnswer>(`${base}/alerts`)) as TenderAlertsAnswer).categories,
});

export function useSaveTenderAlertsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categories: TenderCategory[]) =>
      ((await (await apiRequest("PUT", `${base}/alerts`, { categories })).json()) as TenderAlertsAnswer)
        .categories,
    onSuccess: (categories) => queryClient.setQueryData(tenderAlertsQuery.queryKey, categories),
  });
}
