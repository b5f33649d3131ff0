import { Link } from "@tanstack/react-router";
import { CalendarDays, MapPin, Users } from "lucide-react";
import type { EventSummary } from "../../../worker/contract/events";
import { useLanguage, useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { eventTypeKey, formatEventWhen, knownEventType } from "../events/event-format";
import { useShownIn } from "../page-frame";
import { cityKey } from "./events-filters";
import type { EventsSearch } from "./events-search";

/** The events a filter keeps: its city and its type when chosen. */
export function filterEvents(events: EventSummary[], search: EventsSearch): EventSummary[] {
  return events.filter(
    (event) => (!search.city || event.city === search.city) && (!search.type || event.type === search.type),
  );
}

/** Every event of one tab (upcoming or past), filtered, each card linking to its own page. */
export function EventsList({
  events,
  isPending,
  isError,
  past = false,
  search,
  onClearFilters,
}: {
  events?: EventSummary[];
  isPending: boolean;
  isError: boolean;
  past?: boolean;
  search: EventsSearch;
  onClearFilters: () => void;
}) {
  const t = useT(eventsPageMessages);
  if (isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="card h-48 animate-pulse bg-slate-100" />
        ))}
      </div>
    );
  }
  if (isError || !events) {
    return (
      <p role="alert" className="text-red-700">
        {t(past ? "pastError" : "upcomingError")}
      </p>
    );
  }
  if (events.length === 0) return <p className="text-slate-600">{t(past ? "pastEmpty" : "upcomingEmpty")}</p>;
  const shown = filterEvents(events, search);
  if (shown.length === 0) {
    return (
      <p className="text-slate-600">
        {t("filteredEmpty")}{" "}
        <button type="button" onClick={onClearFilters} className="font-semibold text-brand-700 underline">
          {t("clearFilters")}
        </button>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {shown.map((event) => (
        <EventCard key={event.id} event={event} past={past} />
      ))}
    </ul>
  );
}

function EventCard({ event, past }: { event: EventSummary; past: boolean }) {
  const t = useT(eventsPageMessages);
  const shownIn = useShownIn();
  const { language } = useLanguage();
  // Events happen in Saudi Arabia: Riyadh time whatever the device says.
  const when = formatEventWhen(language, event.startsAt, event.endsAt);
  const type = knownEventType(event.type);
  const cancelled = Boolean(event.cancelledAt);
  return (
    <li className="card grid content-between gap-4" data-testid="event-card">
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {type ? t(eventTypeKey[type]) : event.type}
          </p>
          {cancelled ? (
            <p className="w-fit rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-800">
              {t("cancelledBadge")}
            </p>
          ) : null}
        </div>
        <h3 className="text-lg font-semibold text-slate-900" dir="auto" {...shownIn(event.shownIn.name)}>
          <Link to="/events/$slug" params={{ slug: event.slug }} className="hover:underline">
            {event.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600" {...shownIn(event.shownIn.description)}>
          {event.description}
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <time dateTime={event.startsAt}>{when}</time>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {event.city ? `${event.venue} · ${t(cityKey[event.city])}` : event.venue}
        </p>
        {past || cancelled ? null : (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t("spotsLeft", { count: event.spotsLeft })}
          </p>
        )}
      </div>
      {past ? null : event.isRegistrationOpen && !cancelled ? (
        <Link to="/events/$slug" params={{ slug: event.slug }} className="btn-primary">
          {t("register")}
          {/* Several cards share the button text: the event name tells them apart for screen readers. */}
          <span className="sr-only"> – {event.name}</span>
        </Link>
      ) : (
        <button type="button" className="btn-primary" disabled>
          {t("registrationClosed")}
        </button>
      )}
    </li>
  );
}
