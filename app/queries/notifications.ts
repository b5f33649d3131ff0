import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkReadInput } from "../../worker/contract/notifications";
import { api, unwrap } from "../lib/api-client";
import { notificationKeys } from "./notification-keys";

export { notificationKeys };

/**
 * The bell's number. The app's defaults (spec point 7) never refetch; this one query is the exception:
 * likes, comments and RSVP updates arrive from other people and the server, and a badge that only
 * changes on reload is wrong. It refetches when the window regains focus and at most once a minute,
 * and only while the page is visible (refetchIntervalInBackground stays false).
 */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: async () => await unwrap(api.notifications["unread-count"].$get()),
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
  staleTime: 0,
});

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.all,
  queryFn: async ({ pageParam }) =>
    await unwrap(api.notifications.$get({ query: { cursor: pageParam || undefined } })),
  initialPageParam: "",
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  // Opening the list always shows what is new since it was last opened.
  staleTime: 0,
});

/** Marks some or all notices read; the badge takes the count the server answers with. */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MarkReadInput) => await unwrap(api.notifications.read.$post({ json: input })),
    onSuccess: async (answer) => {
      queryClient.setQueryData(unreadCountQuery.queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
    },
  });
}
