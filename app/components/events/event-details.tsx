import { CalendarDays, MapPin, Users } from "lucide-react";
import type { EventSummary } from "../../../worker/contract/events";
import { useLanguage, useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { useShownIn } from "../page-frame";
import { formatEventDate, formatEventTimes } from "./event-format";
import { SpotsBadge } from "./spots-badge";

const term = "flex items-center gap-2 text-sm font-semibold text-slate-600";

export function EventDetails({ event }: { event: EventSummary }) {
  const t = useT(eventRsvpMessages);
  const shownIn = useShownIn();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="event-about" className="card grid content-start gap-5">
      <SpotsBadge event={event} />
      <dl className="grid gap-4 text-slate-800">
        <div>
          <dt className={term}>
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t("when")}
          </dt>
          <dd className="ps-7">{formatEventDate(language, event.startsAt)}</dd>
          <dd className="ps-7">{formatEventTimes(language, event.startsAt, event.endsAt)}</dd>
        </div>
        <div>
          <dt className={term}>
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t("venue")}
          </dt>
          <dd className="ps-7">{event.venue}</dd>
          <dd className="ps-7 text-slate-600">
            <span className="sr-only">{t("address")}: </span>
            {event.address}
          </dd>
        </div>
        <div>
          <dt className={term}>
            <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t("capacity")}
          </dt>
          <dd className="ps-7">{t("capacityValue", { n: event.capacity })}</dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <h2 id="event-about" className="text-xl font-bold text-slate-900">
          {t("aboutEvent")}
        </h2>
        <p className="text-slate-700" {...shownIn(event.shownIn.description)}>
          {event.description}
        </p>
      </div>
      {event.highlights.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">{t("highlights")}</h3>
          <ul className="grid list-disc gap-1 ps-5 text-slate-700" {...shownIn(event.shownIn.highlights)}>
            {event.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
