import { and, eq, sql } from "drizzle-orm";
import { type EventCity, eventCities, eventCityNames } from "../../contract/enums";
import type { RsvpResult } from "../../contract/rsvp";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import { AppError } from "../../errors";
import { findCityEvent, findEventSummary } from "./events";

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

const randomCode = () => crypto.randomUUID().replaceAll("-", "");

/**
 * Registers one person for an event. The seat is decided inside ONE statement: the INSERT...SELECT
 * counts confirmed seats and writes 'confirmed' or 'waitlisted' atomically (D1 runs each statement
 * alone), so no amount of concurrency overbooks. The UNIQUE (event, email) index turns a repeat into
 * "return the existing registration"; a cancelled one is re-activated in the same statement.
 */
export async function registerRsvp(
  db: Database,
  eventId: string,
  details: RsvpDetails,
  userId: string | null,
  now: Date,
): Promise<{ row: RsvpRow; created: boolean }> {
  const email = details.email.trim().toLowerCase();
  const seatFree = sql`(select count(*) from ${rsvps} r where r.event_id = e.id and r.status = 'confirmed') < e.capacity`;
  const result = await db.run(sql`
    insert into ${rsvps} (id, event_id, user_id, name, email, phone, linkedin, profession, company, expectations,
                          status, queued_at, ticket_code, cancel_token, confirmed_at)
    select ${crypto.randomUUID()}, e.id, ${userId}, ${details.name}, ${email}, ${details.phone},
           ${details.linkedin || null}, ${details.profession}, ${details.company}, ${details.expectations || null},
           case when ${seatFree} then 'confirmed' else 'waitlisted' end,
           ${now.getTime()}, ${randomCode()}, ${randomCode()},
           case when ${seatFree} then ${now.toISOString()} else null end
    from ${events} e
    where e.id = ${eventId} and e.registration_open = 1 and e.starts_at > ${now.toISOString()}
    on conflict (event_id, email) do update set
      status = excluded.status, queued_at = excluded.queued_at, confirmed_at = excluded.confirmed_at,
      cancelled_at = null, name = excluded.name, phone = excluded.phone, linkedin = excluded.linkedin,
      profession = excluded.profession, company = excluded.company, expectations = excluded.expectations,
      user_id = coalesce(rsvps.user_id, excluded.user_id)
    where rsvps.status = 'cancelled'
  `);
  const row = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.email, email)))
    .get();
  if (!row) throw new AppError("conflict", "Registration Closed", { reason: "registration_closed" });
  return { row, created: (result.meta.changes ?? 0) > 0 };
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

export async function toRsvpResult(
  db: Database,
  row: RsvpRow,
  created: boolean,
  now: Date,
): Promise<RsvpResult> {
  const event = await findEventSummary(db, row.eventId, now);
  if (!event) throw new AppError("not_found", "Event not found");
  return {
    created,
    alreadyRegistered: !created,
    rsvp: {
      id: row.id,
      status: row.status,
      waitlistPosition: await waitlistPosition(db, row),
      ticketCode: row.status === "confirmed" ? row.ticketCode : null,
      cancelToken: row.cancelToken,
    },
    event,
  };
}

/** The RSVP for an event (id or slug), or by its city's display name: the city's next event. */
export async function rsvpForEvent(
  db: Database,
  target: { event?: string; city?: string },
  details: RsvpDetails,
  userId: string | null,
  now: Date,
): Promise<{ row: RsvpRow; created: boolean }> {
  const city = target.city ? cityFromName(target.city) : null;
  const event = target.event
    ? await findEventSummary(db, target.event, now)
    : city
      ? await findCityEvent(db, city, now)
      : null;
  if (!event) throw new AppError("not_found", "Event Not Found");
  return registerRsvp(db, event.id, details, userId, now);
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
