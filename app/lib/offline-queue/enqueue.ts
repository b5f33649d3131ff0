import type { QueryClient } from "@tanstack/react-query";
import { flushQueue } from "./flush";
import { changeQueue, removeItem } from "./store";
import type { QueueItem, QueueKind } from "./types";

/** Keeps a write to send later; `id` is the Idempotency-Key already used for a send that failed. */
export async function enqueue(
  kind: QueueKind,
  ownerId: string,
  body: unknown,
  id: string = crypto.randomUUID(),
  label?: string,
): Promise<QueueItem> {
  const item: QueueItem = {
    id,
    kind,
    ownerId,
    body,
    ...(label ? { label } : {}),
    status: "pending",
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
  await changeQueue(ownerId, (items) => [...items.filter((other) => other.id !== id), item]);
  registerBackgroundSync();
  return item;
}

/**
 * Asks the browser to wake the service worker when the connection returns (Chromium has Background
 * Sync; Safari and Firefox do not, so the page-side triggers remain the rule). Never fails.
 */
function registerBackgroundSync(): void {
  try {
    void navigator.serviceWorker?.ready
      .then((registration) =>
        (
          registration as ServiceWorkerRegistration & {
            sync?: { register(tag: string): Promise<void> };
          }
        ).sync?.register("sppc-queue"),
      )
      .catch(() => undefined);
  } catch {
    // No service worker support: the online and visibility triggers do the work.
  }
}

/**
 * Sends a refused item again under a new key: the server stored its refusal for the old key, and a
 * refusal (4xx) means nothing landed, so a fresh key cannot make it land twice.
 */
export async function retryItem(ownerId: string, id: string, queryClient: QueryClient): Promise<void> {
  await changeQueue(ownerId, (items) =>
    items.map((item) =>
      item.id === id ? { ...item, id: crypto.randomUUID(), status: "pending", error: undefined } : item,
    ),
  );
  await flushQueue(ownerId, queryClient);
}

export const discardItem = (ownerId: string, id: string) => removeItem(ownerId, id);
