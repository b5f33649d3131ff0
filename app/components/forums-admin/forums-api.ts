import { queryOptions } from "@tanstack/react-query";
import type { AdminForumCategory, AdminForumReply } from "../../../worker/contract/forums";
import { apiRequest, getJson } from "../../lib/api";

export const FORUMS_ADMIN = "/api/admin/forums";
/** What an admin write refreshes: the admin lists and the public forum pages they feed. */
export const forumAdminInvalidates = [FORUMS_ADMIN, "/api/forums"];

export const fetchAdminCategories = async () =>
  (await getJson<{ categories: AdminForumCategory[] }>(`${FORUMS_ADMIN}/categories`))?.categories ?? [];

export const adminForumRepliesQuery = (threadId: string) =>
  queryOptions({
    queryKey: [FORUMS_ADMIN, "replies", threadId],
    queryFn: async () =>
      (await getJson<{ replies: AdminForumReply[] }>(`${FORUMS_ADMIN}/threads/${threadId}/replies`))
        ?.replies ?? [],
  });

export const patchThread = (
  id: string,
  patch: { isPinned?: boolean; isLocked?: boolean; removed?: boolean },
) => apiRequest("PATCH", `${FORUMS_ADMIN}/threads/${id}`, patch);
export const patchReply = (id: string, removed: boolean) =>
  apiRequest("PATCH", `${FORUMS_ADMIN}/replies/${id}`, { removed });
export const patchCategory = (id: string, patch: object) =>
  apiRequest("PATCH", `${FORUMS_ADMIN}/categories/${id}`, patch);
