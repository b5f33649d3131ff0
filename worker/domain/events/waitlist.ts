import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { announceRsvpChange } from "./announce";
import { eventInLanguages } from "./event-in-languages";
import { languagesOf, type RsvpRow } from "./registrants";

/**
 * The ONE statement that moves the waitlist: as many waitlisted people as there are free seats
 * (capacity minus confirmed), first come first served (queued_at, then id), and none once the event
 * has started or was cancelled. Counting and promoting in one UPDATE means no concurrent RSVP or
 * cancellation can overbook. Put it in the batch that frees the seats (after that write); it
 * RETURNs the promoted rows for their notices.
 */
export function promoteWaitlist(db: Database, eventId: string, now: Date) {
  const iso = now.toISOString();
  const freeSeats = sql`coalesce(max(0,
      (select e.capacity from ${events} e where e.id = ${eventId} and e.cancelled_at is null and e.starts_at > ${iso})
      - (select count(*) from ${rsvps} c where c.event_id = ${eventId} and c.status = 'confirmed')), 0)`;
  return db
    .update(rsvps)
    .set({ status: "confirmed", confirmedAt: iso })
    .where(
      sql`${rsvps.id} in (
        select w.id from ${rsvps} w where w.event_id = ${eventId} and w.status = 'waitlisted'
        order by w.queued_at, w.id limit ${freeSeats})`,
    )
    .returning();
}

/** Each promoted person gets the bell notice and the promotion email with their ticket (keyed, once). */
export async function announcePromotions(
  deps: { db: Database; mailer: Mailer },
  eventId: string,
  promoted: RsvpRow[],
  origin: string,
  now: Date,
): Promise<void> {
  if (promoted.length === 0) return;
  const eventIn = eventInLanguages(deps.db, eventId, now);
  const languages = await languagesOf(deps.db, promoted);
  for (const row of promoted) {
    const language = languages.get(row.id) ?? "en";
    const event = await eventIn(language);
    if (!event) return;
    await announceRsvpChange(deps, { what: "promoted", row, event, origin, language });
  }
}
