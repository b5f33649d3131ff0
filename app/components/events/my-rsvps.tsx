import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { MemberRsvp } from "../../../worker/contract/rsvp";
import { useLanguage, useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { myRsvpsQuery } from "../../queries/rsvp";
import { CancelTicket } from "../tickets/cancel-ticket";
import { useShownIn } from "../ui/shown-in";

/**
 * The member's registrations, each cancellable here (in two steps) as with the email's link (same secret,
 * same rules).
 */
export function MyRsvps() {
  const t = useT(eventRsvpMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const { data, isPending, isError, refetch } = useQuery(myRsvpsQuery);
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  const statusText = (rsvp: MemberRsvp) =>
    rsvp.checkedInAt
      ? t("statusCheckedIn")
      : rsvp.status === "confirmed"
        ? t("statusConfirmed")
        : rsvp.status === "waitlisted"
          ? t("statusWaitlisted")
          : t("statusCancelled");

  return (
    <section aria-labelledby="my-rsvps-title" className="card grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-rsvps-title" className="text-xl font-bold text-slate-900">
          {t("myRsvpsTitle")}
        </h2>
        <Link to="/tickets" className="text-sm font-semibold text-brand-700 underline">
          {t("myTicketsLink")}
        </Link>
      </div>
      {isPending ? null : isError ? (
        <p role="alert" className="text-red-700">
          {t("myRsvpsLoadError")}
        </p>
      ) : data.length === 0 ? (
        <p className="text-slate-600">
          {t("myRsvpsEmpty")}{" "}
          <Link to="/events" className="font-semibold text-brand-700 underline">
            {t("myRsvpsBrowse")}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3">
          {data.map((rsvp) => (
            <li
              key={rsvp.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="grid gap-0.5">
                <p className="font-semibold text-slate-900" {...shownIn(rsvp.event.shownIn.name)}>
                  {rsvp.event.name}
                </p>
                <p className="text-sm text-slate-600">
                  {when.format(new Date(rsvp.event.startsAt))} · {rsvp.event.venue}
                </p>
                <p className="text-sm font-medium text-brand-800">{statusText(rsvp)}</p>
              </div>
              {rsvp.status !== "cancelled" &&
              !rsvp.checkedInAt &&
              new Date(rsvp.event.startsAt) > new Date() ? (
                // Two steps, as on the ticket pages: a cancelled seat goes to the waitlist at once.
                <CancelTicket ticket={rsvp} onCancelled={() => void refetch()} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
