import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authUserQuery } from "../../queries/auth";

/**
 * The only queue code in the app shell. It sends the current user's queue at start (once the user
 * is known), when the connection returns and when the app becomes visible again, loading the queue
 * code only when localStorage notes something waiting (hint.ts writes that note). Background Sync
 * needs no page code: it only wakes the service worker; these triggers cover browsers without it.
 */
export function useQueueTriggers(): void {
  const queryClient = useQueryClient();
  const { data, status } = useQuery(authUserQuery);
  const ownerId = status === "success" ? (data?.id ?? "visitor") : null;
  useEffect(() => {
    if (!ownerId) return;
    // Signed out: the service worker's copy of who was signed in (kept for offline use) goes too.
    if (ownerId === "visitor") globalThis.caches?.delete("sppc-auth-user").catch(() => {});
    const run = () => {
      let waiting = true;
      try {
        waiting = localStorage.getItem(`sppc-queue-pending:${ownerId}`) !== null;
      } catch {}
      if (waiting) import("./flush").then((m) => m.flushQueue(ownerId, queryClient));
    };
    const onVisibility = () => document.visibilityState === "visible" && run();
    run();
    addEventListener("online", run);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      removeEventListener("online", run);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ownerId, queryClient]);
}
