import { defineCatalog } from "../define";

/** The ticket (event pages, My tickets, the emailed ticket link, the RSVP confirmation) and its pages. */
const en = {
  ticketFor: "Ticket for {event}",
  holder: "Name",
  status: "Status",
  statusConfirmed: "Confirmed",
  statusWaitlisted: "On the waitlist",
  statusCancelled: "Cancelled",
  statusCheckedIn: "Checked in",
  waitlistPlace: "Number {n} on the waitlist",
  waitlistNote: "If a seat frees up, it goes to the next person on the list and we email you.",
  showAtDoor: "Show this code at the entrance.",
  eventCancelled: "The organiser cancelled this event.",
  viewEvent: "Event page",
  cancel: "Cancel my registration",
  cancelQuestion: "Cancel your registration for {event}? Your seat goes to the next person on the waitlist.",
  cancelConfirm: "Yes, cancel it",
  cancelKeep: "Keep my registration",
  cancelling: "Cancelling...",
  cancelled: "Your registration is cancelled",
  cancelFailed: "The registration could not be cancelled. Please try again.",
  myTicketsTitle: "My tickets",
  myTicketsLead: "Every event you registered for, with its ticket. This page opens offline too.",
  upcomingHeading: "Upcoming",
  pastHeading: "Past events",
  empty: "You have no tickets yet.",
  browseEvents: "See upcoming events",
  loading: "Loading your tickets...",
  loadFailed: "Your tickets could not be loaded. Please try again.",
  retry: "Try again",
  linkTitle: "Your ticket",
  linkLoading: "Loading your ticket...",
  linkInvalid: "This ticket link is not valid",
  linkInvalidText: "It may be incomplete. Please use the link from your email.",
  returnHome: "Return Home",
};
export type TicketsTexts = typeof en;
export const ticketsMessages = defineCatalog(en, {
  ar: () => import("./tickets.ar"),
  ur: () => import("./tickets.ur"),
});
