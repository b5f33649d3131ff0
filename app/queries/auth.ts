import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrapOrNull } from "../lib/api-client";
import { clearPersonalCaches } from "../lib/clear-personal-caches";
import { hasSessionHint } from "../lib/session-hint";

export const authKeys = { user: [api.auth.user.$path()] as const };

/** Set once the server said the session this browser had is over (a 401 despite the sign of one). */
export const sessionState = { ended: false };

export const authUserQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: async () => {
    // Asked only when the server left its readable sign of a session (worker/lib/session-hint.ts): a
    // visitor who never signed in is not answered 401, which the console would log on every page.
    const asked = globalThis.document ? hasSessionHint() : true;
    const user = asked ? await unwrapOrNull(api.auth.user.$get()) : null;
    // Signed out (a 401 comes from the server, never from the service worker's cache): whatever a
    // member left in the offline caches is not for whoever uses this device now.
    // Sticky until someone signs in: a second ask finds the sign already cleared by the first 401's
    // answer, and must not make the ended session look like a visitor who never signed in.
    if (user) sessionState.ended = false;
    else {
      if (asked) sessionState.ended = true;
      void clearPersonalCaches();
    }
    return user;
  },
});

/**
 * A browser without the session's sign is a visitor's: its answer is set before the first render
 * instead of coming from the query's first run, which would settle it just after the first commit and
 * make React render every component that reads it again, synchronously (about 90-200 ms in one task on
 * a 4x-slowed phone: the page's largest blocking task after start-up).
 */
export function settleVisitorWithoutAsking(queryClient: QueryClient): void {
  if (hasSessionHint()) return;
  queryClient.setQueryData(authKeys.user, null);
  // What the query's run would have done for a visitor (above).
  void clearPersonalCaches();
}

/** Signed in when the current-user call returns data (spec point 4). */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
