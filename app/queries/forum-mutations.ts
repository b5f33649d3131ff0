import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ForumReply, ForumThreadSummary, NewForumThread } from "../../worker/contract/forums";
import { ApiError, apiRequest } from "../lib/api";
import { FORUMS } from "./forums";

// Kept apart from the queries: the thread route's loader imports those, and so the first visit's bundle.

function useForumMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FORUMS] }),
  });
}

export function useStartThreadMutation() {
  return useForumMutation(async (input: NewForumThread) => {
    const response = await apiRequest("POST", `${FORUMS}/threads`, input);
    return ((await response.json()) as { thread: ForumThreadSummary }).thread;
  });
}

export function useReplyMutation(slug: string) {
  return useForumMutation(async (body: string) => {
    const response = await apiRequest("POST", `${FORUMS}/threads/${encodeURIComponent(slug)}/replies`, {
      body,
    });
    return ((await response.json()) as { reply: ForumReply }).reply;
  });
}

export function useDeleteReplyMutation() {
  return useForumMutation((replyId: string) =>
    apiRequest("DELETE", `${FORUMS}/replies/${encodeURIComponent(replyId)}`),
  );
}

/** The API's error message and per-field messages, when the body is our error shape. */
export function apiErrorBody(error: unknown): { message?: string; fields: Record<string, string[]> } {
  if (!(error instanceof ApiError)) return { fields: {} };
  try {
    const body = JSON.parse(error.body) as { error?: { message?: string; details?: unknown } };
    const details = body.error?.details;
    const fields =
      details && typeof details === "object" && !Array.isArray(details)
        ? (details as Record<string, string[]>)
        : {};
    return { message: body.error?.message, fields };
  } catch {
    return { fields: {} };
  }
}
