import { queryOptions } from "@tanstack/react-query";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { forumKeys } from "../../queries/forums";

export const forumsAdmin = api.admin.forums;
/** The prefix of every admin forum key (/api/admin/forums answers nothing itself, so it has no $path). */
export const FORUMS_ADMIN = forumsAdmin.categories.$path().replace(/\/categories$/, "");
/** What an admin write refreshes: the admin lists and the public forum pages they feed. */
export const forumAdminInvalidates = [FORUMS_ADMIN, forumKeys.all[0]];

export const fetchAdminCategories = async () => (await unwrap(forumsAdmin.categories.$get())).categories;

export const adminForumRepliesQuery = (threadId: string) =>
  queryOptions({
    queryKey: [FORUMS_ADMIN, "replies", threadId],
    queryFn: async () =>
      (await unwrap(forumsAdmin.threads[":id"].replies.$get(pathParams({ id: threadId })))).replies,
  });

type JsonOf<F> = F extends (args: infer A) => unknown ? (A extends { json: infer J } ? J : never) : never;
type ThreadPatch = JsonOf<(typeof forumsAdmin.threads)[":id"]["$patch"]>;
type CategoryPatch = JsonOf<(typeof forumsAdmin.categories)[":id"]["$patch"]>;

export const patchThread = (id: string, patch: ThreadPatch) =>
  expectOk(forumsAdmin.threads[":id"].$patch({ ...pathParams({ id }), json: patch }));
export const patchReply = (id: string, removed: boolean) =>
  expectOk(forumsAdmin.replies[":id"].$patch({ ...pathParams({ id }), json: { removed } }));
export const patchCategory = (id: string, patch: CategoryPatch) =>
  expectOk(forumsAdmin.categories[":id"].$patch({ ...pathParams({ id }), json: patch }));
