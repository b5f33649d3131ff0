// A ticket as its holder sees it. Kept apart from ./rsvp's schemas: the app's ticket card and the event
// page read these without loading zod and the phone-number library, which only the RSVP form's check needs.
import type { Language, RsvpStatus } from "./enums";

/** The event as a ticket shows it. */
export type TicketEvent = {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  startsAt: string;
  endsAt: string;
  venue: string;
  address: string;
  whatsappGroupUrl: string | null;
  /** Set when the organiser cancelled the event. */
  cancelledAt: string | null;
  /** The name is in the reader's language, or English where it has none (see content-language). */
  shownIn: { name: Language };
};

/** The event fields a ticket carries, picked from anything that has them (an events row, an EventSummary). */
export function ticketEventOf(event: TicketEvent): TicketEvent {
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    city: event.city,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    venue: event.venue,
    address: event.address,
    whatsappGroupUrl: event.whatsappGroupUrl,
    cancelledAt: event.cancelledAt,
    shownIn: { name: event.shownIn.name },
  };
}

/**
 * One registration as its holder sees it: GET /api/events/rsvps/mine (the signed-in member's, soonest
 * first), GET /api/events/tickets/{token} (the link in every RSVP email, for visitors too).
 */
export type MemberRsvp = {
  id: string;
  name: string;
  status: RsvpStatus;
  /** 1-based place on the waitlist, or null when not waitlisted. */
  waitlistPosition: number | null;
  /** The door code (8 characters), only for a confirmed seat. */
  ticketCode: string | null;
  cancelToken: string;
  checkedInAt: string | null;
  event: TicketEvent;
};
export type Ticket = MemberRsvp;
