import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ModerationDecision,
  ModerationItem,
  ModerationKind,
  ModerationQueue,
} from "../../../worker/contract/moderation";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";

const moderation = api.admin.moderation;
export const MODERATION = moderation.$path();
type Pages = InfiniteData<ModerationQueue, string | null>;

/** The queue, one kind or all, page after page (oldest first). */
export function useModerationQueue(kind: ModerationKind | null) {
  return useInfiniteQuery({
    queryKey: [MODERATION, kind ?? "all"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<ModerationQueue> =>
      unwrap(moderation.$get({ query: { kind: kind ?? undefined, cursor: pageParam ?? undefined } })),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every cached page of every filter, without `item`, and its kind counted one less. */
function withoutItem(data: Pages | undefined, item: ModerationItem): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((other) => !(other.kind === item.kind && other.id === item.id)),
      counts: { ...page.counts, [item.kind]: Math.max(0, page.counts[item.kind] - 1) },
    })),
  };
}

export type Decision = { item: ModerationItem; decision: ModerationDecision; reason?: string };

/**
 * Approve or reject: the card leaves the list at once (optimistic); a failure puts every cached list
 * back as it was. The server's answer then refreshes the lists (and the sections they come from).
 */
export function useModerationDecision(options: {
  onSuccess: (decision: Decision) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, decision, reason }: Decision) => {
      const one = moderation[":kind"][":id"];
      const param = pathParams({ kind: item.kind, id: item.id });
      return decision === "approve"
        ? expectOk(one.approve.$post({ ...param, json: reason === undefined ? {} : { reason } }))
        : expectOk(one.reject.$post({ ...param, json: { reason: reason ?? "" } }));
    },
    onMutate: async ({ item }) => {
      await queryClient.cancelQueries({ queryKey: [MODERATION] });
      const previous = queryClient.getQueriesData<Pages>({ queryKey: [MODERATION] });
      queryClient.setQueriesData<Pages>({ queryKey: [MODERATION] }, (data) => withoutItem(data, item));
      return { previous };
    },
    onError: (error, _decision, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      options.onError(error);
    },
    onSuccess: (_response, decision) => options.onSuccess(decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MODERATION] }),
  });
}
