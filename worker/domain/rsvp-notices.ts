import type { EventSummary } from "../contract/events";
import type { Database } from "../db/client";
import type { rsvps } from "../db/schema";
import { notify } from "./notify";

type RsvpRow = typeof rsvps.$inferSelect;
/** The data.status of an rsvp notice (the bell writes "confirmed", "on the waitlist"...). */
export type RsvpNoticeStatus = "confirmed" | "waitlisted" | "promoted" | "cancelled";

/**
 * Tells a signed-in member in the bell what happened to their RSVP (the email goes out separately).
 * Visitors' RSVPs have no account to tell.
 */
export async function notifyRsvp(
  db: Database,
  row: RsvpRow,
  status: RsvpNoticeStatus,
  event: Pick<EventSummary, "name" | "city">,
): Promise<void> {
  if (!row.userId) return;
  // The registration is already stored: a failed notice must not turn it into an error for the member.
  await notify(db, {
    userId: row.userId,
    kind: "rsvp",
    link: event.city ? `/event/${event.city}` : "/events",
    data: { event: event.name, status },
  }).catch((error: unknown) => console.error("RSVP notice not stored", error));
}

/**
 * After a cancellation (by link, account page or admin): the cancelled member, when it was cancelled
 * just now (a repeated click changes nothing), and the member promoted from the waitlist.
 */
export async function notifyCancellation(
  db: Database,
  result: { cancelled: RsvpRow | null; promoted: RsvpRow | null },
  event: Pick<EventSummary, "name" | "city"> | null,
  now: Date,
): Promise<void> {
  if (!event) return;
  const { cancelled, promoted } = result;
  if (cancelled?.status === "cancelled" && cancelled.cancelledAt === now.toISOString()) {
    await notifyRsvp(db, cancelled, "cancelled", event);
  }
  if (promoted) await notifyRsvp(db, promoted, "promoted", event);
}
