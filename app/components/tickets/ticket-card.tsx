import { Link } from "@tanstack/react-router";
import { CalendarDays, CalendarPlus, MapPin } from "lucide-react";
import { useId } from "react";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { type Ticket, ticketEventOf } from "../../../worker/contract/tickets";
import { useLanguage, useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { type TicketsTexts, ticketsMessages } from "../../i18n/messages/tickets";
import { eventCalendarHref } from "../../queries/events";
import { formatEventDate, formatEventTimes } from "../events/event-format";
import { TicketQr } from "../events/ticket-qr";
import { WhatsappLink } from "../events/whatsapp-link";
import { useShownIn } from "../ui/shown-in";
import { CancelTicket } from "./cancel-ticket";

const statusKey = (ticket: Ticket): keyof TicketsTexts =>
  ticket.checkedInAt
    ? "statusCheckedIn"
    : ticket.status === "confirmed"
      ? "statusConfirmed"
      : ticket.status === "waitlisted"
        ? "statusWaitlisted"
        : "statusCancelled";

/** A ticket can be cancelled until its event starts, unless it was used or the event was called off. */
export const isCancellable = (ticket: Ticket, now = new Date()) =>
  ticket.status !== "cancelled" &&
  !ticket.checkedInAt &&
  !ticket.event.cancelledAt &&
  new Date(ticket.event.startsAt) > now;

/** The RSVP answer as a ticket (the owner's answer only: `rsvp` is set). */
export function ticketOfResult(result: RsvpResult & { rsvp: NonNullable<RsvpResult["rsvp"]> }): Ticket {
  const { event } = result;
  return {
    ...result.rsvp,
    name: "",
    checkedInAt: null,
    event: ticketEventOf(event),
  };
}

/**
 * The one ticket: event, status, waitlist place or the door QR with its code, .ics, WhatsApp and
 * cancel with a confirmation step. Used on event pages, My tickets, the emailed ticket link and the
 * RSVP confirmation.
 */
export function TicketCard({
  ticket,
  headingLevel = 3,
  showEventLink = false,
  withEventLinks = true,
  onCancelled,
}: {
  ticket: Ticket;
  headingLevel?: 2 | 3;
  showEventLink?: boolean;
  /** The .ics and WhatsApp buttons; off where the page around the ticket already offers them. */
  withEventLinks?: boolean;
  onCancelled?: () => void;
}) {
  const t = useT(ticketsMessages);
  const rsvpT = useT(eventRsvpMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const id = useId();
  const { event } = ticket;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const live = ticket.status !== "cancelled" && !event.cancelledAt;
  const seated = live && ticket.status === "confirmed" && ticket.ticketCode;
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="ticket"
      className="card grid content-start gap-4 text-start"
    >
      <div className="grid gap-1">
        <Heading id={`${id}-name`} className="text-lg font-bold text-slate-900">
          {showEventLink ? (
            <Link to="/events/$slug" params={{ slug: event.slug }} className="hover:underline">
              <span {...shownIn(event.shownIn.name)}>{event.name}</span>
            </Link>
          ) : (
            <span {...shownIn(event.shownIn.name)}>{event.name}</span>
          )}
        </Heading>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <time dateTime={event.startsAt}>
            {formatEventDate(language, event.startsAt)} ·{" "}
            {formatEventTimes(language, event.startsAt, event.endsAt)}
          </time>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            {event.venue}
            {event.address ? <span className="text-slate-500"> · {event.address}</span> : null}
          </span>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {ticket.name ? (
          <>
            <dt className="text-slate-600">{t("holder")}</dt>
            <dd className="font-medium text-slate-900">{ticket.name}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t("status")}</dt>
        <dd data-testid="ticket-status" className="font-semibold text-brand-800">
          {t(statusKey(ticket))}
        </dd>
      </dl>
      {event.cancelledAt ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("eventCancelled")}</p>
      ) : null}
      {live && ticket.status === "waitlisted" ? (
        <div className="grid gap-1">
          <p data-testid="waitlist-position" className="text-lg font-semibold text-slate-900">
            {t("waitlistPlace", { n: ticket.waitlistPosition ?? "?" })}
          </p>
          <p className="text-sm text-slate-600">{t("waitlistNote")}</p>
        </div>
      ) : null}
      {seated && ticket.ticketCode ? (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm text-slate-600">{t("showAtDoor")}</p>
          <TicketQr code={ticket.ticketCode} />
        </div>
      ) : null}
      {live && withEventLinks ? (
        <div className="flex flex-wrap gap-2">
          <a href={eventCalendarHref(event.slug)} download className="btn-outline">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {rsvpT("addToCalendar")}
          </a>
          <WhatsappLink event={event} />
        </div>
      ) : null}
      {isCancellable(ticket) ? <CancelTicket ticket={ticket} onCancelled={onCancelled} /> : null}
    </article>
  );
}
