import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Conversation, DirectMessage } from "../../worker/contract/messages";
import { api, expectOk, pathParams, unwrap } from "../lib/api-client";

/** Every messages query starts with this key, so one invalidation refreshes inbox, badge and threads. */
export const MESSAGES = api.messages.$path();

export const messageKeys = {
  inbox: [MESSAGES, "inbox"] as const,
  unread: [MESSAGES, "unread"] as const,
  conversation: (userId: string) => [MESSAGES, "with", userId] as const,
};

export const inboxQuery = queryOptions({
  queryKey: messageKeys.inbox,
  queryFn: async () => await unwrap(api.messages.$get()),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/** The badge: refetched on focus and once a minute while visible, like the bell's number. */
export const messagesUnreadQuery = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: async () => (await unwrap(api.messages["unread-count"].$get())).count,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
});

export const conversationQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(userId),
    queryFn: async () => await unwrap(api.messages[":userId"].$get(pathParams({ userId }))),
    staleTime: 0,
  });

/** Adds a message to a cached conversation once, however many ways it arrives (answer, socket, refetch). */
export function addMessage(conversation: Conversation | undefined, message: DirectMessage) {
  if (!conversation || conversation.messages.some((known) => known.id === message.id)) return conversation;
  const messages = [...conversation.messages, message].sort((a, b) => a.seq - b.seq);
  return { ...conversation, messages };
}

export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => await expectOk(api.messages[":userId"].read.$post(pathParams({ userId }))),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      await queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
    },
  });
}

export function useBlockMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) => {
      const param = pathParams({ userId });
      await expectOk(
        blocked ? api.messages[":userId"].block.$put(param) : api.messages[":userId"].block.$delete(param),
      );
    },
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: messageKeys.conversation(userId) }),
  });
}

export function useReportMutation(userId: string) {
  return useMutation({
    mutationFn: async (reason: string) =>
      await expectOk(api.messages[":userId"].report.$post({ ...pathParams({ userId }), json: { reason } })),
  });
}
