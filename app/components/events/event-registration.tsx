import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { eventCityNames } from "../../../worker/contract/enums";
import type { EventSummary } from "../../../worker/contract/events";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { VISITOR } from "../../lib/offline-queue/types";
import { useQueueItems } from "../../lib/offline-queue/use-queue";
import { useAuth } from "../../queries/auth";
import { myRsvpsQuery } from "../../queries/rsvp";
import { RsvpPending } from "../offline-queue/rsvp-pending";
import { TicketCard } from "../tickets/ticket-card";
import { RsvpConfirmation } from "./rsvp-confirmation";
import { RsvpForm } from "./rsvp-form";

type QueuedRsvp = { event?: string; city?: string };

/**
 * The registration side of an event page (/events/{slug} and /event/{city}): the answer just given,
 * an RSVP waiting in the offline queue, the signed-in member's own ticket (also after a reload), the
 * form, or why registration is closed.
 */
export function EventRegistration({
  event,
  pageHasEventLinks = false,
}: {
  event: EventSummary;
  /** The page already shows the .ics and WhatsApp buttons (/events/{slug}): the ticket leaves them out. */
  pageHasEventLinks?: boolean;
}) {
  const t = useT(eventRsvpMessages);
  const [result, setResult] = useState<RsvpResult | null>(null);
  const { user, isLoading } = useAuth();
  const mine = useQuery({ ...myRsvpsQuery, enabled: Boolean(user) });
  const held = user
    ? mine.data?.find((rsvp) => rsvp.event.id === event.id && rsvp.status !== "cancelled")
    : undefined;
  const cityName = event.city ? eventCityNames[event.city] : null;
  // An RSVP for this event still in the offline queue (also after a reload) shows instead of the form.
  const queued = useQueueItems(user?.id ?? VISITOR)
    .filter((item) => {
      if (item.kind !== "rsvp") return false;
      const body = item.body as QueuedRsvp;
      return body.event ? body.event === event.slug || body.event === event.id : body.city === cityName;
    })
    .at(-1);

  if (result) return <RsvpConfirmation result={result} onCancelled={() => setResult(null)} />;
  if (queued) return <RsvpPending item={queued} eventName={event.name} onDone={setResult} />;
  if (held) {
    return (
      <section aria-labelledby="my-ticket" className="grid content-start gap-3">
        <h2 id="my-ticket" className="text-xl font-bold text-slate-900">
          {t("ticketHeading")}
        </h2>
        <TicketCard ticket={held} withEventLinks={!pageHasEventLinks} />
      </section>
    );
  }
  if (isLoading || (user && mine.isPending)) {
    return (
      <p role="status" className="card text-slate-600">
        {t("checkingRegistration")}
      </p>
    );
  }
  if (event.cancelledAt) return <Closed title={t("eventCancelledTitle")} text={t("eventCancelledText")} />;
  if (event.isRegistrationOpen) return <RsvpForm event={event} onDone={setResult} />;
  return <Closed title={t("registrationClosed")} text={t("registrationClosedText")} />;
}

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="rsvp-closed" className="card grid content-start gap-2">
      <h2 id="rsvp-closed" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="text-slate-600">{text}</p>
    </section>
  );
}
