import { setPendingHint } from "./hint";
import { queueStorage } from "./storage";
import type { QueueItem } from "./types";

/** One IndexedDB key per owner: signing in as someone else shows and sends only their queue. */
export const queueKey = (ownerId: string) => `sppc-queue:${ownerId}`;

const listeners = new Set<() => void>();

/** Calls `listener` after every change to any queue (in this tab); returns the unsubscribe. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readQueue(ownerId: string): Promise<QueueItem[]> {
  return (await queueStorage().get(queueKey(ownerId))) ?? [];
}

export async function changeQueue(
  ownerId: string,
  change: (items: QueueItem[]) => QueueItem[],
): Promise<QueueItem[]> {
  let next: QueueItem[] = [];
  await queueStorage().update(queueKey(ownerId), (old) => {
    next = change(old ?? []);
    return next;
  });
  setPendingHint(
    ownerId,
    next.some((item) => item.status !== "failed"),
  );
  for (const listener of listeners) listener();
  return next;
}

export const patchItem = (ownerId: string, id: string, patch: Partial<QueueItem>) =>
  changeQueue(ownerId, (items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

export const removeItem = (ownerId: string, id: string) =>
  changeQueue(ownerId, (items) => items.filter((item) => item.id !== id));

type SyncedListener = (item: QueueItem, result: unknown) => void;
const syncedListeners = new Set<SyncedListener>();

/** Screens waiting on an item (the RSVP form's pending view) hear when it lands and what came back. */
export function onSynced(listener: SyncedListener): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

export function announceSynced(item: QueueItem, result: unknown): void {
  for (const listener of syncedListeners) listener(item, result);
}
