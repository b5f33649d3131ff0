import { useEffect, useState } from "react";
import { readQueue, subscribeQueue } from "./store";
import type { QueueItem } from "./types";

const none: QueueItem[] = [];

/** The owner's queued items, oldest first, re-read after every change; none while the owner is unknown. */
export function useQueueItems(ownerId: string | null): QueueItem[] {
  const [items, setItems] = useState<QueueItem[]>(none);
  useEffect(() => {
    if (!ownerId) {
      setItems(none);
      return;
    }
    let live = true;
    const load = () =>
      void readQueue(ownerId)
        .then((next) => {
          if (live) setItems(next);
        })
        .catch(() => undefined); // storage unavailable: nothing queued to show
    load();
    const unsubscribe = subscribeQueue(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [ownerId]);
  return items;
}
