import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { AdminResource } from "./resource";

/**
 * The rows of a resource for these filters: its whole `list`, or its `pages` joined, with a way to
 * fetch the next one. The query key is the resource's key plus the filters.
 */
export function useRows<Row, F extends object>(
  resource: AdminResource<Row, never, F> | AdminResource<Row, unknown, F>,
  filters: F,
) {
  const { list, pages } = resource;
  const queryKey = [...resource.key, filters];
  // Both hooks always run (a resource has `list` or `pages` for good); the idle one gets a key of
  // its own, since a plain and an infinite query must never share a cache entry.
  const idleKey = [...resource.key, "idle"];
  const whole = useQuery({
    queryKey: pages ? idleKey : queryKey,
    queryFn: () => (list ? list(filters) : Promise.resolve([])),
    placeholderData: keepPreviousData,
    enabled: !pages,
  });
  const paged = useInfiniteQuery({
    queryKey: pages ? queryKey : idleKey,
    queryFn: ({ pageParam }) =>
      pages ? pages(filters, pageParam) : Promise.resolve({ rows: [], next: null }),
    initialPageParam: "",
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
    enabled: Boolean(pages),
  });
  if (!pages) return { ...whole, rows: whole.data ?? [], more: undefined };
  return {
    ...paged,
    rows: paged.data?.pages.flatMap((page) => page.rows) ?? [],
    more: paged.hasNextPage
      ? { loading: paged.isFetchingNextPage, load: () => void paged.fetchNextPage() }
      : undefined,
  };
}
