import { useQuery } from "@tanstack/react-query";
import type { Ticket } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { ticketsMessages } from "../../i18n/messages/tickets";
import { api } from "../../lib/api-client";
import { myRsvpsQuery } from "../../queries/rsvp";
import { MemberOnly } from "../auth/member-only";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { TicketCard } from "./ticket-card";
import { TicketsState } from "./tickets-state";

const isPast = (ticket: Ticket, now: Date) => new Date(ticket.event.endsAt) <= now;
const startOf = (ticket: Ticket) => new Date(ticket.event.startsAt).getTime();

/** Upcoming first (soonest first), past ones apart (latest first). */
export function splitTickets(tickets: Ticket[], now = new Date()) {
  const upcoming = tickets.filter((ticket) => !isPast(ticket, now)).sort((a, b) => startOf(a) - startOf(b));
  const past = tickets.filter((ticket) => isPast(ticket, now)).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

/** /tickets: every registration of the signed-in member with its ticket; opens offline (service worker). */
export function MyTicketsPage() {
  return (
    <MemberOnly>
      <MyTickets />
    </MemberOnly>
  );
}

function MyTickets() {
  const t = useT(ticketsMessages);
  const query = useQuery(myRsvpsQuery);
  return (
    <PageFrame title={t("myTicketsTitle")} lead={t("myTicketsLead")}>
      <OfflineNote path={api.events.rsvps.mine.$path()} />
      <TicketsState query={query}>{(tickets) => <TicketLists tickets={tickets} />}</TicketsState>
    </PageFrame>
  );
}

function TicketLists({ tickets }: { tickets: Ticket[] }) {
  const t = useT(ticketsMessages);
  const { upcoming, past } = splitTickets(tickets);
  return (
    <div className="grid gap-10">
      <TicketSection id="tickets-upcoming" heading={t("upcomingHeading")} tickets={upcoming} />
      <TicketSection id="tickets-past" heading={t("pastHeading")} tickets={past} />
    </div>
  );
}

function TicketSection({ id, heading, tickets }: { id: string; heading: string; tickets: Ticket[] }) {
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="grid items-start gap-4 md:grid-cols-2">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="grid">
            <TicketCard ticket={ticket} showEventLink />
          </li>
        ))}
      </ul>
    </section>
  );
}
