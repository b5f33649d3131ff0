import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnsubscribeInfo } from "../../../worker/contract/mail-topics";
import { api, pathParams, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";

const link = api.unsubscribe[":token"];

/** What the link is for; null when the worker does not know it (forged, expired, malformed: 404). */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: [link.$path(pathParams({ token }))] as const,
    queryFn: async (): Promise<UnsubscribeInfo | null> => {
      try {
        return await unwrap(link.$get(pathParams({ token })));
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
    // A link is read once: nothing to refresh behind the member's back while they decide.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The page's button (off) and its Undo (on): the answer replaces what the page shows. */
export function useUnsubscribeMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribed: boolean): Promise<UnsubscribeInfo> =>
      subscribed
        ? await unwrap(link.resubscribe.$post(pathParams({ token })))
        : await unwrap(link.$post(pathParams({ token }))),
    onSuccess: (info) => queryClient.setQueryData(unsubscribeQuery(token).queryKey, info),
  });
}
