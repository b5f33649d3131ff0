import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConnectionState } from "../../worker/contract/home";
import { apiRequest, getJson } from "../lib/api";

const connectionUrl = (userId: string) => `/api/profile/${encodeURIComponent(userId)}/connection`;

export const connectionQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/profile", userId, "connection"],
    queryFn: async () => (await getJson<ConnectionState>(connectionUrl(userId)))?.connected ?? false,
  });

/** Connect (true) or remove the connection (false); the home's connection count follows. */
export function useSetConnectionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (connected: boolean) => {
      const response = await apiRequest(connected ? "PUT" : "DELETE", connectionUrl(userId));
      return ((await response.json()) as ConnectionState).connected;
    },
    onSuccess: async (connected) => {
      queryClient.setQueryData(connectionQuery(userId).queryKey, connected);
      // The key of homeSummaryQuery (not imported: this file ships with the public profile page).
      await queryClient.invalidateQueries({ queryKey: ["/api/home/summary"] });
    },
  });
}
