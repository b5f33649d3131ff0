import { useSyncExternalStore } from "react";

// A visitor's saved jobs live on this device (spec point 4); a signed-in member's are stored on the
// server, and this list is merged into the account once after signing in (see savedJobsQuery).
const KEY = "sppc.savedJobs";
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

/** The job ids saved on this device. */
export function readLocalSavedJobs(): string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return cache.ids;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === "string");
  } catch {
    ids = [];
  }
  cache = { raw, ids };
  return ids;
}

function write(ids: string[]) {
  try {
    if (ids.length) localStorage.setItem(KEY, JSON.stringify(ids));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the change simply does not stick.
  }
  for (const listener of listeners) listener();
}

export function toggleLocalSavedJob(id: string): void {
  const current = readLocalSavedJobs();
  write(current.includes(id) ? current.filter((other) => other !== id) : [...current, id]);
}

/** After the ids went into the member's account. */
export const clearLocalSavedJobs = () => write([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const empty: string[] = [];

/** The ids saved on this device; every component using it re-renders on change. */
export const useLocalSavedJobs = (): string[] =>
  useSyncExternalStore(subscribe, readLocalSavedJobs, () => empty);
