import type { QueryClient } from "@tanstack/react-query";
import { sendItem } from "./send";
import { announceSynced, patchItem, readQueue, removeItem } from "./store";

/** How soon a 409 ("the same key is still being processed") is tried again. */
export const BUSY_RETRY_MS = 1000;

let running: Promise<void> | null = null;
const waiting = new Set<string>();

/**
 * Sends an owner's pending items, oldest first. One flush at a time in this tab (a trigger during a
 * flush runs one more pass after it) and, through the Web Locks API, across tabs; the server's
 * idempotency keeps a send landing once even where neither holds.
 */
export function flushQueue(ownerId: string, queryClient: QueryClient): Promise<void> {
  waiting.add(ownerId);
  running ??= (async () => {
    for (const next of waiting) {
      waiting.delete(next);
      await withLock(`sppc-queue:${next}`, () => flushOnce(next, queryClient));
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

function withLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(name, task);
}

let busyTimer: ReturnType<typeof setTimeout> | undefined;

async function flushOnce(ownerId: string, queryClient: QueryClient): Promise<void> {
  // Under the lock nobody else sends, so an item still marked "sending" was left by a closed tab.
  const ids = (await readQueue(ownerId)).filter((item) => item.status !== "failed").map((item) => item.id);
  for (const id of ids) {
    const item = (await readQueue(ownerId)).find((candidate) => candidate.id === id);
    if (!item || item.status === "failed") continue; // discarded or refused meanwhile
    await patchItem(ownerId, id, { status: "sending", attempts: item.attempts + 1 });
    const outcome = await sendItem(item);
    if (outcome.type === "synced") {
      announceSynced(item, outcome.result); // before it leaves the queue, so no screen flashes back
      await removeItem(ownerId, id);
      // Cache updates and the toast load on the first success (they pull the query modules).
      await (await import("./after-sync")).afterSync(item, outcome.result, queryClient);
      continue;
    }
    if (outcome.type === "failed") {
      await patchItem(ownerId, id, { status: "failed", error: outcome.error });
      continue;
    }
    await patchItem(ownerId, id, { status: "pending" });
    if (outcome.type === "offline") return; // the rest would fail the same way
    if (outcome.type === "busy") scheduleBusyRetry(ownerId, queryClient);
  }
}

function scheduleBusyRetry(ownerId: string, queryClient: QueryClient) {
  clearTimeout(busyTimer);
  busyTimer = setTimeout(() => void flushQueue(ownerId, queryClient), BUSY_RETRY_MS);
}
