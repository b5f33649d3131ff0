import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewForumThread } from "../../worker/contract/forums";
import { api, expectOk, pathParams, unwrap } from "../lib/api-client";
import { forumKeys } from "./forums";

// Kept apart from the queries: the thread route's loader imports those, and so the first visit's bundle.

function useForumMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useStartThreadMutation() {
  return useForumMutation(
    async (input: NewForumThread) => (await unwrap(api.forums.threads.$post({ json: input }))).thread,
  );
}

export function useReplyMutation(slug: string) {
  return useForumMutation(
    async (body: string) =>
      (await unwrap(api.forums.threads[":slug"].replies.$post({ ...pathParams({ slug }), json: { body } })))
        .reply,
  );
}

export function useDeleteReplyMutation() {
  return useForumMutation((replyId: string) =>
    expectOk(api.forums.replies[":id"].$delete(pathParams({ id: replyId }))),
  );
}
