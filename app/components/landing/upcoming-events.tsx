import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, CalendarDays, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { EventSummary } from "../../../worker/contract/events";
import { useLanguage, useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { shellMessages } from "../../i18n/messages/shell";
import { upcomingEventsQuery } from "../../queries/public-content";
import { formatEventWhen } from "../events/event-format";
import { langAttributes } from "../page-frame";
import { sectionTitle } from "./styles";

const SHOWN = 3;
// The link covers the whole card (after:inset-0) so the card is one big target on phones.
const titleLink = "after:absolute after:inset-0 hover:underline";

export function UpcomingEvents() {
  const t = useT(landingMessages);
  const shell = useT(shellMessages);
  const { data, isPending, isError } = useQuery(upcomingEventsQuery);

  let body: ReactNode;
  if (isPending) {
    body = (
      <div role="status" aria-label={shell("loading")} className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="card grid animate-pulse gap-3">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-red-700">
        {t("eventsError")}
      </p>
    );
  } else if (!data.length) {
    body = <p className="text-slate-600">{t("eventsEmpty")}</p>;
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-3">
        {data.slice(0, SHOWN).map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="landing-events" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id="landing-events" className={sectionTitle}>
          {t("eventsTitle")}
        </h2>
        <Link
          to="/events"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {t("eventsAll")}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </div>
      {body}
    </section>
  );
}

function EventCard({ event }: { event: EventSummary }) {
  const { language } = useLanguage();
  // Events happen in Saudi Arabia: show Riyadh time whatever the visitor's device says.
  const when = formatEventWhen(language, event.startsAt, event.endsAt);
  return (
    <li className="card relative grid content-start gap-2">
      <h3 {...langAttributes(event.shownIn.name, language)} className="text-lg font-semibold text-brand-800">
        {/* Its own page: a city may hold several events, and events without a city have one too. */}
        <Link to="/events/$slug" params={{ slug: event.slug }} className={titleLink}>
          {event.name}
        </Link>
      </h3>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <time dateTime={event.startsAt}>{when}</time>
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {event.venue}
      </p>
    </li>
  );
}
