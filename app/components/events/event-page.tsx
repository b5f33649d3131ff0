import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { api, pathParams } from "../../lib/api-client";
import { eventCalendarHref, eventQuery } from "../../queries/events";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { PageLoadState } from "../page-load-state";
import { EventDetails } from "./event-details";
import { cityTextKey, eventTypeKey, knownEventType } from "./event-format";
import { EventJsonLd } from "./event-json-ld";
import { EventNotFound } from "./event-not-found";
import { EventRegistration } from "./event-registration";
import { WhatsappLink } from "./whatsapp-link";

/** /events/{slug}: one event, its own registration form or the member's ticket. */
export function EventPage({ slug }: { slug: string }) {
  const t = useT(eventRsvpMessages);
  const list = useT(eventsPageMessages);
  const query = useQuery(eventQuery(slug));
  if (query.isPending || query.isError)
    return (
      <PageLoadState
        query={query}
        texts={{ loading: t("loading"), loadFailed: t("loadFailed"), retry: t("retry") }}
      />
    );
  const event = query.data;
  if (!event) return <EventNotFound />;
  const type = knownEventType(event.type);
  const lead = [event.city ? t(cityTextKey[event.city]) : null, type ? list(eventTypeKey[type]) : event.type]
    .filter(Boolean)
    .join(" · ");
  return (
    <PageFrame
      title={event.name}
      lead={lead}
      actions={
        <Link to="/events" className="text-sm font-semibold text-brand-700 underline">
          {list("title")}
        </Link>
      }
    >
      <OfflineNote path={api.events[":event"].$path(pathParams({ event: slug }))} />
      <EventJsonLd event={event} />
      {event.cancelledAt ? (
        <p
          role="status"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {t("eventCancelledText")}
        </p>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-4">
          <EventDetails event={event} />
          {event.cancelledAt ? null : (
            <div className="flex flex-wrap gap-2">
              <a href={eventCalendarHref(event.slug)} download className="btn-outline">
                {t("addToCalendar")}
              </a>
              <WhatsappLink event={event} />
            </div>
          )}
        </div>
        <EventRegistration key={event.id} event={event} pageHasEventLinks />
      </div>
    </PageFrame>
  );
}
