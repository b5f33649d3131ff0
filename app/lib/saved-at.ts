/**
 * When the data behind each API path was saved: the `Date` header of the answer getJson last read
 * (the server's time when it answered; a service worker's cached copy keeps its original header).
 * OfflineNote reads it to say how old what an offline page shows is. Keyed by path without the
 * query, so a filtered list counts as its list. In memory only: it describes this page's data.
 */
const savedAt = new Map<string, number>();
const listeners = new Set<() => void>();

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? url;

export function recordSavedAt(url: string, response: Response): void {
  const time = Date.parse(response.headers.get("date") ?? "");
  if (Number.isNaN(time)) return;
  savedAt.set(pathOf(url), time);
  for (const listener of listeners) listener();
}

/** Milliseconds since the epoch, or undefined when nothing from this path was read yet. */
export function savedAtFor(path: string): number | undefined {
  return savedAt.get(pathOf(path));
}

export function subscribeSavedAt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
