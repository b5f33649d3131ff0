import { and, eq, sql } from "drizzle-orm";
import { type EventCity, eventCities, eventCityNames } from "../../contract/enums";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import { AppError } from "../../errors";

type RsvpRow = typeof rsvps.$inferSelect;
export type RsvpDetails = {
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  profession: string;
  company: string;
  expectations: string;
};

/** "Riyadh", "riyadh", "RIYADH" -> riyadh; anything else -> null. */
export function cityFromName(name: string): EventCity | null {
  const wanted = name.trim().toLowerCase();
  return eventCities.find((city) => city === wanted || eventCityNames[city].toLowerCase() === wanted) ?? null;
}

/** 1-based place in the event's waitlist, or null when the registration is not waitlisted. */
export async function waitlistPosition(db: Database, row: RsvpRow): Promise<number | null> {
  if (row.status !== "waitlisted") return null;
  const ahead = await db
    .select({ n: sql<number>`count(*)` })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.eventId, row.eventId),
        eq(rsvps.status, "waitlisted"),
        sql`(${rsvps.queuedAt} < ${row.queuedAt} or (${rsvps.queuedAt} = ${row.queuedAt} and ${rsvps.id} < ${row.id}))`,
      ),
    )
    .get();
  return (ahead?.n ?? 0) + 1;
}

/**
 * Cancels by the secret in the email's link and, in the same transaction, gives the freed seat to the
 * first person on the waitlist (if the event has not started). Returns both rows for the emails.
 */
export async function cancelRsvp(
  db: Database,
  cancelToken: string,
  now: Date,
): Promise<{ cancelled: RsvpRow | null; promoted: RsvpRow | null }> {
  const target = await db.select().from(rsvps).where(eq(rsvps.cancelToken, cancelToken)).get();
  if (!target) throw new AppError("not_found", "This cancellation link is not valid");
  if (target.status === "cancelled") return { cancelled: target, promoted: null };

  const iso = now.toISOString();
  const [, promotedRows] = await db.batch([
    db
      .update(rsvps)
      .set({ status: "cancelled", cancelledAt: iso })
      .where(and(eq(rsvps.id, target.id), sql`${rsvps.status} in ('confirmed', 'waitlisted')`)),
    db
      .update(rsvps)
      .set({ status: "confirmed", confirmedAt: iso })
      .where(
        sql`${rsvps.id} = (
          select w.id from ${rsvps} w where w.event_id = ${target.eventId} and w.status = 'waitlisted'
          order by w.queued_at, w.id limit 1)
        and (select count(*) from ${rsvps} c where c.event_id = ${target.eventId} and c.status = 'confirmed')
            < (select capacity from ${events} where id = ${target.eventId})
        and (select starts_at from ${events} where id = ${target.eventId}) > ${iso}`,
      )
      .returning(),
  ]);
  const cancelled = await db.select().from(rsvps).where(eq(rsvps.id, target.id)).get();
  return { cancelled: cancelled ?? null, promoted: promotedRows[0] ?? null };
}
