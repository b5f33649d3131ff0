import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authUserQuery } from "../../queries/auth";
import { FLUSH_QUEUE_EVENT } from "../../sw/flush-queue";
import { clearPersonalCaches } from "../clear-personal-caches";

/**
 * The only queue code in the app shell. It sends the current user's queue at start (once the user
 * is known), when the connection returns and when the app becomes visible again, loading the queue
 * code only when localStorage notes something waiting (hint.ts writes that note), and when Background
 * Sync fires (relayed by the service worker as a window event, app/sw/flush-queue.ts); the page-side
 * triggers cover browsers without Background Sync (Safari).
 */
export function useQueueTriggers(): void {
  const queryClient = useQueryClient();
  const { data, status } = useQuery(authUserQuery);
  const ownerId = status === "success" ? (data?.id ?? "visitor") : null;
  useEffect(() => {
    if (!ownerId) return;
    // No one signed in (signed out, the session ended, the account deleted): whatever a member left in
    // the offline caches goes, the whole list clear-personal-caches.ts keeps, not only who they were.
    if (ownerId === "visitor") void clearPersonalCaches();
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
    // Background Sync, where the browser has it, reaches the page through the service worker.
    addEventListener(FLUSH_QUEUE_EVENT, run);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      removeEventListener("online", run);
      removeEventListener(FLUSH_QUEUE_EVENT, run);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ownerId, queryClient]);
}
