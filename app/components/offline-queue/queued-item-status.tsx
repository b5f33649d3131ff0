import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n";
import { offlineQueueMessages } from "../../i18n/messages/offline-queue";
import type { QueueItem } from "../../lib/offline-queue/types";

// The sending code loads only when someone acts on an item.
const loadQueue = () => import("../../lib/offline-queue/enqueue");

/** The item's state (Pending, Sending…, Not sent) as a badge. */
export function QueueBadge({ item }: { item: QueueItem }) {
  const t = useT(offlineQueueMessages);
  const failed = item.status === "failed";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        failed ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"
      }`}
    >
      {t(failed ? "failed" : item.status === "sending" ? "sending" : "pending")}
    </span>
  );
}

/** A refused item: the server's reason, then Retry (sends it again) and Discard (drops it). */
export function FailedActions({ item, what }: { item: QueueItem; what: string }) {
  const t = useT(offlineQueueMessages);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (item.status !== "failed") return null;
  const act = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <div className="grid gap-2">
      <p role="alert" className="text-sm text-red-700" dir="auto">
        {t("failedReason", { reason: item.error?.message ?? "" })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          aria-label={t("retryLabel", { what })}
          onClick={() => act(async () => (await loadQueue()).retryItem(item.ownerId, item.id, queryClient))}
        >
          {t("retry")}
        </button>
        <button
          type="button"
          className="btn-ghost"
          disabled={busy}
          aria-label={t("discardLabel", { what })}
          onClick={() => act(async () => (await loadQueue()).discardItem(item.ownerId, item.id))}
        >
          {t("discard")}
        </button>
      </div>
    </div>
  );
}
