import { useQuery } from "@tanstack/react-query";
import type { EventSummary } from "../../../worker/contract/events";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { api, pathParams } from "../../lib/api-client";
import { cityEventQuery } from "../../queries/events";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { PageLoadState } from "../page-load-state";
import { EventDetails } from "./event-details";
import { cityTextKey } from "./event-format";
import { EventJsonLd } from "./event-json-ld";
import { EventNotFound } from "./event-not-found";
import { EventRegistration } from "./event-registration";
import { OtherCityEvents } from "./other-city-events";

/** /event/{city}: the city's next event and its RSVP form (spec point 2), then its other events. */
export function EventCityPage({ city }: { city: string }) {
  const t = useT(eventRsvpMessages);
  const query = useQuery(cityEventQuery(city));
  if (query.isPending || query.isError)
    return (
      <PageLoadState
        query={query}
        texts={{ loading: t("loading"), loadFailed: t("loadFailed"), retry: t("retry") }}
      />
    );
  if (!query.data) return <EventNotFound />;
  return <EventView city={city} event={query.data} />;
}

function EventView({ city, event }: { city: string; event: EventSummary }) {
  const t = useT(eventRsvpMessages);
  return (
    <PageFrame title={event.name} lead={event.city ? t(cityTextKey[event.city]) : undefined}>
      <OfflineNote path={api.events.city[":city"].$path(pathParams({ city: city.toLowerCase() }))} />
      <EventJsonLd event={event} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EventDetails event={event} />
        <EventRegistration key={event.id} event={event} />
      </div>
      {event.city ? <OtherCityEvents city={event.city} shown={event.id} /> : null}
    </PageFrame>
  );
}
