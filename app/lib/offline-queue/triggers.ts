import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authUserQuery } from "../../queries/auth";
import { hasPendingHint } from "./hint";

// The only queue code in the app shell: it loads the rest when this owner has something waiting.
function flushIfQueued(ownerId: string, queryClient: ReturnType<typeof useQueryClient>) {
  if (hasPendingHint(ownerId)) void import("./flush").then((m) => m.flushQueue(ownerId, queryClient));
}

/**
 * Sends the current user's queue at start (once the user is known), when the connection returns and
 * when the app becomes visible again. Background Sync needs no page code: it only wakes the page's
 * service worker, and these triggers cover browsers without it.
 */
export function useQueueTriggers(): void {
  const queryClient = useQueryClient();
  const { data, status } = useQuery(authUserQuery);
  const ownerId = status === "success" ? (data?.id ?? "visitor") : null;
  useEffect(() => {
    if (!ownerId) return;
    const run = () => flushIfQueued(ownerId, queryClient);
    const onVisibility = () => {
      if (document.visibilityState === "visible") run();
    };
    run();
    window.addEventListener("online", run);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("online", run);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ownerId, queryClient]);
}
