import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { CalendarEntry } from "../../../worker/contract/calendar";
import { useLanguage, useT } from "../../i18n";
import { calendarMessages } from "../../i18n/messages/calendar";
import { calendarQuery } from "../../queries/calendar";
import { langAttributes } from "../page-frame";
import { shortDay } from "./calendar-format";

/** How many dates the card lists. */
const SHOWN = 5;

export function UpcomingDates() {
  const t = useT(calendarMessages);
  const { language } = useLanguage();
  const { data, isPending, isError } = useQuery(calendarQuery(language));

  let body: ReactNode;
  if (isPending) body = <p className="text-sm text-slate-600">{t("datesLoading")}</p>;
  else if (isError)
    body = (
      <p role="alert" className="text-sm text-red-700">
        {t("datesError")}
      </p>
    );
  else if (data.length === 0) body = <p className="text-sm text-slate-600">{t("noDates")}</p>;
  else
    body = (
      <ul className="grid gap-2 text-sm">
        {data.slice(0, SHOWN).map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-2">
            <span className="text-slate-800">
              {/* An English fallback inside an Arabic or Urdu list is marked as English. */}
              <bdi {...langAttributes(entry.shownIn.title, language)}>
                <EntryTitle entry={entry} />
              </bdi>
              {entry.isConfirmed ? null : (
                <span
                  title={t("expectedHint")}
                  className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900"
                >
                  {t("expected")}
                </span>
              )}
            </span>
            <time dateTime={entry.date} className="shrink-0 text-slate-600">
              {shortDay(entry.date, language)}
            </time>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="upcoming-dates-heading" className="grid gap-2">
      <h3 id="upcoming-dates-heading" className="text-sm font-semibold text-slate-800">
        {t("upcoming")}
      </h3>
      {body}
    </section>
  );
}

const titleLink = "underline-offset-2 hover:underline";

/** An event leads to its own page by slug; other dates keep the link they came with, or none. */
function EntryTitle({ entry }: { entry: CalendarEntry }) {
  if (entry.eventSlug)
    return (
      <Link to="/events/$slug" params={{ slug: entry.eventSlug }} className={titleLink}>
        {entry.title}
      </Link>
    );
  if (entry.link)
    return (
      <Link to={entry.link} className={titleLink}>
        {entry.title}
      </Link>
    );
  return entry.title;
}
