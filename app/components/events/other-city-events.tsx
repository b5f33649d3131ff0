import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { EventCity } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { upcomingEventsQuery } from "../../queries/public-content";
import { cityTextKey, formatEventDate } from "./event-format";

/** /event/{city} shows the city's next event; its other upcoming events get a link to their own page. */
export function OtherCityEvents({ city, shown }: { city: EventCity; shown: string }) {
  const t = useT(eventRsvpMessages);
  const { language } = useLanguage();
  const { data } = useQuery(upcomingEventsQuery);
  const others = data?.filter((event) => event.city === city && event.id !== shown && !event.cancelledAt);
  if (!others?.length) return null;
  return (
    <section aria-labelledby="other-city-events" className="mt-8 grid gap-3">
      <h2 id="other-city-events" className="text-xl font-bold text-slate-900">
        {t("otherEventsTitle", { city: t(cityTextKey[city]) })}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {others.map((event) => (
          <li key={event.id} className="card grid gap-1">
            <Link
              to="/events/$slug"
              params={{ slug: event.slug }}
              className="font-semibold text-brand-700 underline"
            >
              {event.name}
            </Link>
            <p className="text-sm text-slate-600">
              <time dateTime={event.startsAt}>{formatEventDate(language, event.startsAt)}</time> ·{" "}
              {event.venue}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
