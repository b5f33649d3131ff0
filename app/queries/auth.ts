import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrapOrNull } from "../lib/api-client";
import { clearPersonalCaches } from "../lib/clear-personal-caches";

export const authKeys = { user: [api.auth.user.$path()] as const };

export const authUserQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: async () => {
    const user = await unwrapOrNull(api.auth.user.$get());
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
