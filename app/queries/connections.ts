import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConnectionStatus } from "../../worker/contract/home";
import { api, pathParams, unwrap } from "../lib/api-client";
import { homeKeys } from "./home-keys";

const connections = api.profile.connections;

export const connectionKeys = {
  of: (userId: string) => [connections[":userId"].$path(pathParams({ userId }))] as const,
  requests: [connections.requests.$path()] as const,
  suggestions: [connections.suggestions.$path()] as const,
  directory: [api.members.$path()] as const,
};

export const connectionQuery = (userId: string) =>
  queryOptions({
    queryKey: connectionKeys.of(userId),
    queryFn: async () => (await unwrap(connections[":userId"].$get(pathParams({ userId })))).status,
  });

export const connectionRequestsQuery = queryOptions({
  queryKey: connectionKeys.requests,
  queryFn: async () => unwrap(connections.requests.$get()),
});

export const peopleYouMayKnowQuery = queryOptions({
  queryKey: connectionKeys.suggestions,
  queryFn: async () => (await unwrap(connections.suggestions.$get())).people,
});

export type ConnectionAction = "request" | "accept" | "decline" | "remove";

function send(action: ConnectionAction, userId: string) {
  const param = pathParams({ userId });
  const one = connections[":userId"];
  switch (action) {
    case "request":
      return unwrap(one.$post(param));
    case "accept":
      return unwrap(one.accept.$post(param));
    case "decline":
      return unwrap(one.decline.$post(param));
    case "remove":
      return unwrap(one.$delete(param));
  }
}

/**
 * Request, accept, decline, or withdraw/remove (the same DELETE). The answer is the new state with that
 * member; every list that shows it (requests, suggestions, directory, counts) is read again.
 */
export function useConnectionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ConnectionAction): Promise<ConnectionStatus> =>
      (await send(action, userId)).status,
    onSuccess: async (status) => {
      queryClient.setQueryData(connectionQuery(userId).queryKey, status);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: connectionKeys.requests }),
        queryClient.invalidateQueries({ queryKey: connectionKeys.suggestions }),
        queryClient.invalidateQueries({ queryKey: connectionKeys.directory }),
        queryClient.invalidateQueries({ queryKey: homeKeys.summary }),
      ]);
    },
  });
}
