import { useCallback, useSyncExternalStore } from "react";

// Saved jobs stay on this device only (spec point 4); a member-stored list comes later.
const KEY = "sppc.savedJobs";
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

function read(): string[] {
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

/** The saved job ids and a toggle; every component using it re-renders on change. */
export function useSavedJobs(): { saved: string[]; toggle: (id: string) => void } {
  const saved = useSyncExternalStore(subscribe, read, () => empty);
  const toggle = useCallback((id: string) => {
    const current = read();
    const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the toggle simply does not stick.
    }
    for (const listener of listeners) listener();
  }, []);
  return { saved, toggle };
}
