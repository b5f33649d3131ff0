import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson } from "./api";

/** Spec point 7: GET the first element of the query key and return its JSON. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(String(queryKey[0]));

/**
 * Spec point 7: no retries, no refetch on focus, no polling, and data never goes stale on its own:
 * screens refresh only when a mutation invalidates what it changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
