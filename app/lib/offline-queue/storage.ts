import { get, update } from "idb-keyval";
import type { QueueItem } from "./types";

/** Where queues are kept: IndexedDB in browsers, memory in tests (happy-dom has no IndexedDB). */
export interface QueueStorage {
  get(key: string): Promise<QueueItem[] | undefined>;
  /** Reads and writes one key in one step, so two changes never overwrite each other. */
  update(key: string, change: (old: QueueItem[] | undefined) => QueueItem[]): Promise<void>;
}

// Without IndexedDB (very old or locked-down browsers) the queue reads as empty and cannot keep items.
const hasIndexedDb = () => typeof indexedDB !== "undefined";

const indexedDbStorage: QueueStorage = {
  get: async (key) => (hasIndexedDb() ? get<QueueItem[]>(key) : undefined),
  update: (key, change) => (hasIndexedDb() ? update(key, change) : Promise.reject(new Error("No IndexedDB"))),
};

export function memoryStorage(): QueueStorage {
  const data = new Map<string, QueueItem[]>();
  return {
    get: async (key) => data.get(key),
    update: async (key, change) => {
      data.set(key, change(data.get(key)));
    },
  };
}

let current: QueueStorage = indexedDbStorage;

export const queueStorage = (): QueueStorage => current;

/** Tests swap in memoryStorage(). */
export function setQueueStorage(storage: QueueStorage): void {
  current = storage;
}
