import type { BatchItem } from "drizzle-orm/batch";
import type { ShownIn } from "../../contract/content-language";
import type { Language } from "../../contract/enums";
import type { EventSummary } from "../../contract/events";
import type { Database } from "../../db/client";
import type { EmailAttachment, events } from "../../db/schema";
import { type EventChange, organiserEmail, whenText, whereText } from "../../email/event-change-templates";
import { icsAttachment } from "../../email/ics";
import { fillText } from "../../email/mail-content";
import type { EmailMessage, Mailer } from "../../email/mailer";
import { mailMessages } from "../../email/messages";
import { translated } from "../../lib/content-language";
import { notificationInsert } from "../notifications/notify";
import type { Registrant, RsvpRow } from "./registrants";

type EventRow = typeof events.$inferSelect;
/** What registrants are told about: the time and the place. */
export type EventPlace = Pick<EventRow, "name" | "description" | "startsAt" | "endsAt" | "venue" | "address">;
/** An event row or the admin form's data: the place with the name's and description's versions. */
export type EventWithVersions = EventPlace &
  Partial<Pick<EventRow, "nameAr" | "nameUr" | "descriptionAr" | "descriptionUr">>;
/** The place as one registrant reads it, `shownIn` saying which texts fell back to English. */
export type PlaceInLanguage = EventPlace & ShownIn<"name" | "description">;

/** The event's name and description in the reader's language (English where a version is missing). */
export const placeIn = (event: EventWithVersions, language: Language): PlaceInLanguage => ({
  ...placeOf(event),
  ...translated(event, ["name", "description"], language),
});

/** Which of time and place differ; an empty list means nobody needs to be told. */
export function placeChanges(before: EventPlace, after: EventPlace): EventChange["what"][] {
  const when =
    Date.parse(before.startsAt) !== Date.parse(after.startsAt) ||
    Date.parse(before.endsAt) !== Date.parse(after.endsAt);
  const where = before.venue.trim() !== after.venue.trim() || before.address.trim() !== after.address.trim();
  return [...(when ? (["when"] as const) : []), ...(where ? (["where"] as const) : [])];
}

/**
 * The registrant's calendar entry again: the UID of their first invite (`${rsvpId}@sppc`, see
 * rsvp-email.ts) with a higher SEQUENCE, so calendars update (or, cancelled, remove) the entry.
 */
export function updatedInvite(
  rsvp: RsvpRow,
  event: EventPlace,
  sequence: number,
  now: Date,
  cancelled = false,
  language: Language = "en",
): EmailAttachment {
  const ticketCode = fillText(mailMessages[language].calendar.ticketCode, { code: rsvp.ticketCode });
  return icsAttachment(
    {
      uid: `${rsvp.id}@sppc`,
      summary: event.name,
      location: [event.venue, event.address].filter(Boolean).join(", "),
      description: [event.description, rsvp.status === "confirmed" ? ticketCode : ""]
        .filter(Boolean)
        .join("\n\n"),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      sequence,
      cancelled,
      tentative: rsvp.status === "waitlisted",
    },
    now,
  );
}

const describe = (what: EventChange["what"], event: EventPlace, language: Language) =>
  what === "when" ? whenText(event, language) : whereText(event, language);

/** One registrant's change notice: what changed (old -> new, times on Riyadh's clock) and the new invite. */
export function changeNoticeMessage(
  { rsvp, language }: Registrant,
  before: EventWithVersions,
  after: EventWithVersions,
  sequence: number,
  now: Date,
): EmailMessage {
  const changes = placeChanges(before, after).map((what) => ({
    what,
    from: describe(what, before, language),
    to: describe(what, after, language),
  }));
  const shown = placeIn(after, language);
  const mail = organiserEmail({
    kind: "event-changed",
    language,
    name: rsvp.name,
    event: shown,
    changes,
    hasCalendar: true,
  });
  return {
    to: rsvp.email,
    ...mail,
    kind: "event-changed",
    attachments: [updatedInvite(rsvp, shown, sequence, now, false, language)],
  };
}

/**
 * What a change of time or place writes, one set per confirmed or waitlisted registration: the outbox
 * row, and for a member's registration the bell notice (it opens My tickets, where the ticket shows the
 * new time and place). Both are keyed by the registration and the event's new sequence, so a retried
 * save never tells anyone twice.
 */
export function changeNoticeRows(
  { db, mailer }: { db: Database; mailer: Mailer },
  registrants: Registrant[],
  change: { before: EventWithVersions; after: EventWithVersions; sequence: number; now: Date },
): BatchItem<"sqlite">[] {
  return registrants.flatMap((registrant) => {
    const key = `event-change:${registrant.rsvp.id}:${change.sequence}`;
    const mail = mailer.row(
      changeNoticeMessage(registrant, change.before, change.after, change.sequence, change.now),
      key,
    );
    if (!registrant.rsvp.userId) return [mail];
    const notice = notificationInsert(db, {
      id: key,
      userId: registrant.rsvp.userId,
      kind: "rsvp",
      link: "/tickets",
      data: { event: change.after.name, status: "changed" },
    });
    return [mail, notice];
  });
}

/** The event's name, time and place as the templates read them. */
export const placeOf = (event: EventPlace | EventSummary): EventPlace => ({
  name: event.name,
  description: event.description,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  venue: event.venue,
  address: event.address,
});
