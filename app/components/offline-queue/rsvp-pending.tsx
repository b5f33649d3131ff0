import { useEffect, useRef } from "react";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { offlineQueueMessages } from "../../i18n/messages/offline-queue";
import { onSynced } from "../../lib/offline-queue/store";
import type { QueueItem } from "../../lib/offline-queue/types";
import { FailedActions, QueueBadge } from "./queued-item-status";

/**
 * In place of the RSVP form while the RSVP waits in the offline queue: saved offline, its state, and
 * the server's reason with Retry and Discard if it was refused. Once it lands, `onDone` gets the
 * answer and the page shows the usual confirmation (the ticket, or the waitlist place).
 */
export function RsvpPending({
  item,
  eventName,
  onDone,
}: {
  item: QueueItem;
  /** The event's name as the page shows it (the queued body holds its slug or city). */
  eventName?: string;
  onDone: (result: RsvpResult) => void;
}) {
  const t = useT(offlineQueueMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Retry gives the item a new key, so it is recognised by when it was written.
  const createdAt = item.createdAt;
  useEffect(
    () =>
      onSynced((synced, result) => {
        if (synced.kind === "rsvp" && synced.createdAt === createdAt && result) onDone(result as RsvpResult);
      }),
    [createdAt, onDone],
  );
  const body = item.body as { city?: string; event?: string };
  const what = t("rsvpFor", { city: eventName ?? item.label ?? body.city ?? body.event ?? "" });
  return (
    <section
      aria-labelledby="rsvp-pending"
      className="card grid content-start gap-3"
      data-testid="rsvp-pending"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="rsvp-pending" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {t("rsvpQueuedTitle")}
        </h2>
        <QueueBadge item={item} />
      </div>
      <p role="status" className="text-slate-700">
        {item.status === "failed" ? "" : t("rsvpQueuedBody")}
      </p>
      {item.status === "failed" ? null : <p className="text-sm text-slate-600">{t("rsvpPendingNote")}</p>}
      <FailedActions item={item} what={what} />
    </section>
  );
}
