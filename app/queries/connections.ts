import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, pathParams, unwrap } from "../lib/api-client";
import { homeKeys } from "./home-keys";

export const connectionKeys = {
  of: (userId: string) => [api.profile.$path(), userId, "connection"] as const,
};

const connection = api.profile[":userId"].connection;

export const connectionQuery = (userId: string) =>
  queryOptions({
    queryKey: connectionKeys.of(userId),
    queryFn: async () => (await unwrap(connection.$get(pathParams({ userId })))).connected,
  });

/** Connect (true) or remove the connection (false); the home's connection count follows. */
export function useSetConnectionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (connected: boolean) => {
      const param = pathParams({ userId });
      const answer = connected
        ? await unwrap(connection.$put(param))
        : await unwrap(connection.$delete(param));
      return answer.connected;
    },
    onSuccess: async (connected) => {
      queryClient.setQueryData(connectionQuery(userId).queryKey, connected);
      await queryClient.invalidateQueries({ queryKey: homeKeys.summary });
    },
  });
}
