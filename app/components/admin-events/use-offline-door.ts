import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { deviceStore, type KeyValueStore } from "./checkin-store";
import { OfflineDoor } from "./offline-door";

function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

// The server answers 409 with Retry-After: 1 while the same key is still being processed.
const RETRY_MS = 1000;

/**
 * The door for this steward and event, kept in step with the network: the list is downloaded and the
 * queue sent when the screen opens online, when the connection returns and when the app is shown again.
 */
export function useOfflineDoor(eventId: string, userId: string, store?: KeyValueStore) {
  const door = useMemo(
    () => new OfflineDoor({ store: store ?? deviceStore(), userId, eventId }),
    [eventId, userId, store],
  );
  const snapshot = useSyncExternalStore(door.subscribe, door.getSnapshot, door.getSnapshot);

  const syncNow = useCallback(
    async function run({ refresh = true }: { refresh?: boolean } = {}): Promise<void> {
      if (!navigator.onLine) return;
      const summary = await door.sync();
      // Refresh the list too: other doors' check-ins since the last download then show as 'already'.
      if (refresh) await door.download();
      if (summary.retrySoon) setTimeout(() => void run({ refresh: false }), RETRY_MS);
    },
    [door],
  );

  useEffect(() => {
    let active = true;
    void door.load().then(() => {
      if (active) void syncNow();
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") void syncNow();
    };
    const onOnline = () => void syncNow();
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [door, syncNow]);

  return { door, snapshot, syncNow, download: () => door.download() };
}
