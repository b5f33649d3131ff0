/**
 * The words every event email shares (RSVP mails, change notices, messages), per language. The
 * greeting names nobody: an RSVP's name and address are typed by whoever fills the form, so naming
 * them would let a visitor put their own words in a mail to a stranger (issue 18).
 */
export type EventMailLabels = { greeting: string; when: string; where: string; riyadhTime: string };

/** The human-readable lines of the event.ics invite's description ({code}, {link} filled in by the caller). */
export type CalendarLabels = { ticketCode: string; cancelHere: string };
