import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ForumCategorySummary, ForumThreadDetail, ForumThreadPage } from "../../worker/contract/forums";
import { ApiError, getJson } from "../lib/api";

/** Every forum query key starts with this: one invalidation refreshes categories, lists and threads. */
export const FORUMS = "/api/forums";

export type ForumFilters = { category?: string; q?: string };

export const forumCategoriesQuery = queryOptions({
  queryKey: [FORUMS, "categories"],
  queryFn: async () =>
    (await getJson<{ categories: ForumCategorySummary[] }>(`${FORUMS}/categories`))?.categories ?? [],
});

/** Threads pinned first, then by activity; `fetchNextPage` follows the API's cursor. */
export const forumThreadsQuery = (filters: ForumFilters) =>
  infiniteQueryOptions({
    queryKey: [FORUMS, "threads", filters],
    initialPageParam: "",
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.category) params.set("category", filters.category);
      if (filters.q) params.set("search", filters.q);
      if (pageParam) params.set("cursor", pageParam);
      const page = await getJson<ForumThreadPage>(`${FORUMS}/threads?${params}`);
      return page ?? { threads: [], nextCursor: null };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type ThreadLookup = { status: "found"; thread: ForumThreadDetail } | { status: "not_found" };

/** One discussion; 404 (unknown or removed) is an answer the page shows, not an error. */
export const forumThreadQuery = (slug: string) =>
  queryOptions({
    queryKey: [FORUMS, "thread", slug],
    queryFn: async (): Promise<ThreadLookup> => {
      try {
        const thread = (
          await getJson<{ thread: ForumThreadDetail }>(`${FORUMS}/threads/${encodeURIComponent(slug)}`)
        )?.thread;
        return thread ? { status: "found", thread } : { status: "not_found" };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { status: "not_found" };
        throw error;
      }
    },
  });
