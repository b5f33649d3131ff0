import type { Language } from "../../contract/enums";
import type { EventSummary } from "../../contract/events";
import type { Database } from "../../db/client";
import type { rsvps } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { notificationInsert } from "../notifications/notify";
import { type RsvpNotice, rsvpEmailMessage } from "./rsvp-email";

type RsvpRow = typeof rsvps.$inferSelect;
/** The data.status of an rsvp notice (the bell writes "confirmed", "on the waitlist"...). */
export type RsvpNoticeStatus = "confirmed" | "waitlisted" | "promoted" | "cancelled";

export type RsvpChange = {
  /** What happened: registered (seat or waitlist, from the row), promoted from the waitlist, cancelled. */
  what: "registered" | "promoted" | "cancelled";
  row: RsvpRow;
  event: EventSummary;
  /** Builds the email's links (the request's origin, so local links stay local). */
  origin: string;
  language?: Language;
  /** 1-based place in the waitlist, for the waitlist email. */
  waitlistPosition?: number | null;
};

/**
 * Tells the registrant what happened to their RSVP, once: the bell notice (members only; visitors
 * have no account) and the email (not for a cancellation, which the member did themselves), in one
 * D1 batch. Both rows are keyed by the registration and the moment it changed, so running this again
 * after a failure (a retried request) writes only what is missing and never tells anyone twice.
 */
export async function announceRsvpChange(
  deps: { db: Database; mailer: Mailer },
  change: RsvpChange,
): Promise<void> {
  const { row, event, what } = change;
  const status: RsvpNoticeStatus =
    what === "registered" ? (row.status === "confirmed" ? "confirmed" : "waitlisted") : what;
  const key = `${what}:${row.id}:${changedAt(change)}`;
  const notice = row.userId
    ? notificationInsert(deps.db, {
        id: `rsvp-${key}`,
        userId: row.userId,
        kind: "rsvp",
        link: `/events/${event.slug}`,
        data: { event: event.name, status },
      })
    : null;
  if (what === "cancelled") {
    if (notice) await notice;
    return;
  }
  const kind: RsvpNotice =
    what === "promoted" ? "rsvp-promoted" : row.status === "confirmed" ? "rsvp-confirmed" : "rsvp-waitlisted";
  const mail = await rsvpEmailMessage(kind, row, event, change.origin, change.language ?? "en", {
    waitlistPosition: change.waitlistPosition,
  });
  const mailRow = deps.mailer.row(mail, `rsvp-${key}`);
  await deps.db.batch(notice ? [mailRow, notice] : [mailRow]);
}

/** The moment this change happened to the row: a re-registration or a second promotion is a new change. */
function changedAt({ what, row }: RsvpChange): string {
  if (what === "promoted") return row.confirmedAt ?? "";
  if (what === "cancelled") return row.cancelledAt ?? "";
  return String(row.queuedAt);
}
