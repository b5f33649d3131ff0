import { createStore, del, get, keys, set } from "idb-keyval";

/**
 * Where a door device keeps its ticket list and unsynced check-ins. A tiny interface so the logic runs
 * in tests (happy-dom has no IndexedDB) against the in-memory version.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** IndexedDB through idb-keyval, in its own database so no other feature's data is touched. */
export function indexedDbStore(): KeyValueStore {
  const store = createStore("sppc-checkin", "door");
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
  };
}

let device: KeyValueStore | null = null;
/** This device's one IndexedDB store, opened on first use. */
export const deviceStore = () => {
  device ??= indexedDbStore();
  return device;
};

export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    del: async (key) => {
      data.delete(key);
    },
    keys: async () => [...data.keys()],
  };
}

// One list and one queue per signed-in user and event: a steward on a shared device never sees another's.
export const ticketsKey = (userId: string, eventId: string) => `checkin:${userId}:${eventId}:tickets`;
export const pendingKey = (userId: string, eventId: string) => `checkin:${userId}:${eventId}:pending`;
