import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { eventCityNames } from "../../../worker/contract/enums";
import type { EventSummary } from "../../../worker/contract/events";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { api, pathParams } from "../../lib/api-client";
import { VISITOR } from "../../lib/offline-queue/types";
import { useQueueItems } from "../../lib/offline-queue/use-queue";
import { useAuth } from "../../queries/auth";
import { cityEventQuery } from "../../queries/events";
import { OfflineNote } from "../offline/offline-note";
import { RsvpPending } from "../offline-queue/rsvp-pending";
import { PageFrame } from "../page-frame";
import { EventDetails } from "./event-details";
import { cityTextKey } from "./event-format";
import { EventJsonLd } from "./event-json-ld";
import { EventNotFound } from "./event-not-found";
import { RsvpConfirmation } from "./rsvp-confirmation";
import { RsvpForm } from "./rsvp-form";

/** /event/{city}: the city's event, its RSVP form, then the confirmation (spec point 2). */
export function EventCityPage({ city }: { city: string }) {
  const t = useT(eventRsvpMessages);
  const query = useQuery(cityEventQuery(city));

  if (query.isPending) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto grid max-w-lg gap-4 px-4 py-24 text-center">
        <p role="alert" className="text-slate-700">
          {t("loadFailed")}
        </p>
        <button type="button" onClick={() => query.refetch()} className="btn-outline justify-self-center">
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!query.data) return <EventNotFound />;
  return <EventView city={city} event={query.data} />;
}

function EventView({ city, event }: { city: string; event: EventSummary }) {
  const t = useT(eventRsvpMessages);
  const [result, setResult] = useState<RsvpResult | null>(null);
  const { user } = useAuth();
  const cityName = event.city ? eventCityNames[event.city] : null;
  // An RSVP for this city still in the offline queue (also after a reload) shows instead of the form.
  const queued = useQueueItems(user?.id ?? VISITOR)
    .filter((item) => item.kind === "rsvp" && (item.body as { city?: string }).city === cityName)
    .at(-1);
  return (
    <PageFrame title={event.name} lead={event.city ? t(cityTextKey[event.city]) : undefined}>
      <OfflineNote path={api.events.city[":city"].$path(pathParams({ city: city.toLowerCase() }))} />
      <EventJsonLd event={event} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EventDetails event={event} />
        {result ? (
          <RsvpConfirmation result={result} />
        ) : queued ? (
          <RsvpPending item={queued} onDone={setResult} />
        ) : event.isRegistrationOpen ? (
          <RsvpForm event={event} onDone={setResult} />
        ) : (
          <section aria-labelledby="rsvp-closed" className="card grid gap-2">
            <h2 id="rsvp-closed" className="text-xl font-bold text-slate-900">
              {t("registrationClosed")}
            </h2>
            <p className="text-slate-600">{t("registrationClosedText")}</p>
          </section>
        )}
      </div>
    </PageFrame>
  );
}
