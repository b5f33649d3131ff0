import { Link } from "@tanstack/react-router";
import { CalendarDays, MapPin, Users } from "lucide-react";
import type { EventSummary } from "../../../worker/contract/events";
import { useLanguage, useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { section, sectionTitle } from "./styles";

const SHOWN = 3;

/** The next three events from the database, each with its registration button. */
export function EventsList({
  events,
  isPending,
  isError,
}: {
  events?: EventSummary[];
  isPending: boolean;
  isError: boolean;
}) {
  const t = useT(eventsPageMessages);
  return (
    <section aria-labelledby="events-upcoming" className={section}>
      <h2 id="events-upcoming" className={sectionTitle}>
        {t("upcomingTitle")}
      </h2>
      {isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="card h-48 animate-pulse bg-slate-100" />
          ))}
        </div>
      ) : isError || !events ? (
        <p role="alert" className="text-red-700">
          {t("upcomingError")}
        </p>
      ) : events.length === 0 ? (
        <p className="text-slate-600">{t("upcomingEmpty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {events.slice(0, SHOWN).map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventCard({ event }: { event: EventSummary }) {
  const t = useT(eventsPageMessages);
  const { language } = useLanguage();
  // Events happen in Saudi Arabia: Riyadh time whatever the device says.
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }).formatRange(new Date(event.startsAt), new Date(event.endsAt));
  const open = event.isRegistrationOpen && event.city;
  return (
    <li className="card grid content-between gap-4">
      <div className="grid gap-2">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {event.type}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{event.name}</h3>
        <p className="text-sm text-slate-600">{event.description}</p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <time dateTime={event.startsAt}>{when}</time>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {event.venue}
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {t("spotsLeft", { count: event.spotsLeft })}
        </p>
      </div>
      {open && event.city ? (
        <Link to="/event/$city" params={{ city: event.city }} className="btn-primary">
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
