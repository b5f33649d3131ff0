import type { QueueItem } from "./types";

type SyncedListener = (item: QueueItem, result: unknown) => void;
const listeners = new Set<SyncedListener>();

/** Screens waiting on an item (the RSVP form's pending view) hear when it lands and what came back. */
export function onSynced(listener: SyncedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSynced(item: QueueItem, result: unknown): void {
  for (const listener of listeners) listener(item, result);
}
