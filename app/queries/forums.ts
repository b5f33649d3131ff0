import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ForumThreadDetail, ForumThreadPage } from "../../worker/contract/forums";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

/** Every forum query key starts with this: one invalidation refreshes categories, lists and threads. */
export const FORUMS = "/api/forums";

export type ForumFilters = { category?: string; q?: string };

/** Forum query keys (the root is also what the forum admin pages refresh by). */
export const forumKeys = {
  all: [FORUMS] as const,
  categories: [FORUMS, "categories"] as const,
  threads: (filters: ForumFilters) => [FORUMS, "threads", filters] as const,
  thread: (slug: string) => [FORUMS, "thread", slug] as const,
};

export const forumCategoriesQuery = queryOptions({
  queryKey: forumKeys.categories,
  queryFn: async () => (await unwrap(api.forums.categories.$get())).categories,
});

/** Threads pinned first, then by activity; `fetchNextPage` follows the API's cursor. */
export const forumThreadsQuery = (filters: ForumFilters) =>
  infiniteQueryOptions({
    queryKey: forumKeys.threads(filters),
    initialPageParam: "",
    queryFn: async ({ pageParam }): Promise<ForumThreadPage> => {
      const query = {
        category: filters.category || undefined,
        search: filters.q || undefined,
        cursor: pageParam || undefined,
      };
      return await unwrap(api.forums.threads.$get({ query }));
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type ThreadLookup = { status: "found"; thread: ForumThreadDetail } | { status: "not_found" };

/** One discussion; 404 (unknown or removed) is an answer the page shows, not an error. */
export const forumThreadQuery = (slug: string) =>
  queryOptions({
    queryKey: forumKeys.thread(slug),
    queryFn: async (): Promise<ThreadLookup> => {
      try {
        const { thread } = await unwrap(api.forums.threads[":slug"].$get(pathParams({ slug })));
        return { status: "found", thread };
      } catch (error) {
        if (hasStatus(error, 404)) return { status: "not_found" };
        throw error;
      }
    },
  });
