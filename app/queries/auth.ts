import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../worker/contract/user";
import { getJson } from "../lib/api";
import { clearPersonalCaches } from "../lib/clear-personal-caches";

export const authUserQuery = queryOptions({
  queryKey: ["/api/auth/user"],
  queryFn: async () => {
    const user = await getJson<CurrentUser>("/api/auth/user", { on401: "returnNull" });
    // Signed out (a 401 comes from the server, never from the service worker's cache): whatever a
    // member left in the offline caches is not for whoever uses this device now.
    if (!user) void clearPersonalCaches();
    return user;
  },
});

/** Signed in when the current-user call returns data (spec point 4). */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
