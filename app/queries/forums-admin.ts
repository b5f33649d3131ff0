import { queryOptions } from "@tanstack/react-query";
import type { AdminForumCategory, AdminForumReply, AdminForumThread } from "../../worker/contract/forums";
import { apiRequest, getJson } from "../lib/api";

const BASE = "/api/admin/forums";
/** What an admin write refreshes: the admin lists and the public forum pages they feed. */
export const forumAdminInvalidates = [BASE, "/api/forums"];

export const adminForumCategoriesQuery = queryOptions({
  queryKey: [BASE, "categories"],
  queryFn: async () =>
    (await getJson<{ categories: AdminForumCategory[] }>(`${BASE}/categories`))?.categories ?? [],
});

export type AdminThreadFilters = { category: string; status: "all" | "visible" | "removed"; search: string };

export const adminForumThreadsQuery = (filters: AdminThreadFilters) =>
  queryOptions({
    queryKey: [BASE, "threads", filters],
    queryFn: async () => {
      const params = new URLSearchParams({ status: filters.status });
      if (filters.category !== "all") params.set("category", filters.category);
      if (filters.search.trim()) params.set("search", filters.search.trim());
      return (await getJson<{ threads: AdminForumThread[] }>(`${BASE}/threads?${params}`))?.threads ?? [];
    },
  });

export const adminForumRepliesQuery = (threadId: string) =>
  queryOptions({
    queryKey: [BASE, "replies", threadId],
    queryFn: async () =>
      (await getJson<{ replies: AdminForumReply[] }>(`${BASE}/threads/${threadId}/replies`))?.replies ?? [],
  });

export const forumAdminApi = {
  createCategory: (input: Record<string, unknown>) => apiRequest("POST", `${BASE}/categories`, input),
  updateCategory: ({ id, ...patch }: { id: string } & Record<string, unknown>) =>
    apiRequest("PATCH", `${BASE}/categories/${id}`, patch),
  deleteCategory: (id: string) => apiRequest("DELETE", `${BASE}/categories/${id}`),
  moderateThread: ({
    id,
    ...patch
  }: {
    id: string;
    isPinned?: boolean;
    isLocked?: boolean;
    removed?: boolean;
  }) => apiRequest("PATCH", `${BASE}/threads/${id}`, patch),
  moderateReply: ({ id, removed }: { id: string; removed: boolean }) =>
    apiRequest("PATCH", `${BASE}/replies/${id}`, { removed }),
};
