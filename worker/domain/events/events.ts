import { and, asc, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { EventCity, Language } from "../../contract/enums";
import { type EventSummary, eventTranslatedFields } from "../../contract/events";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";
import { translated } from "../../lib/content-language";

type EventRow = typeof events.$inferSelect;

/**
 * The event's registrations in `status`, for an event id given as SQL (a qualified column or a
 * subquery). Written with explicit aliases: inside a select list drizzle drops table names, which would
 * make "event_id = id" compare a row of rsvps with itself.
 */
export const seatCount = (status: "confirmed" | "waitlisted", eventId: SQL) =>
  sql<number>`(select count(*) from rsvps c where c.event_id = ${eventId} and c.status = ${status})`;
const countRsvps = (status: "confirmed" | "waitlisted") =>
  seatCount(status, sql`"events"."id"`).as(`${status}_count`);
/**
 * The event's confirmed and waitlisted counts, as columns of a select on events. Named, because in a
 * D1 batch drizzle maps each row by its column names, and the two expressions read alike.
 */
export const seatCounts = { confirmed: countRsvps("confirmed"), waitlisted: countRsvps("waitlisted") };

/** Registration is open until the event starts, unless an admin closed it or cancelled the event. */
export function isRegistrationOpen(
  row: Pick<EventRow, "registrationOpen" | "startsAt" | "cancelledAt">,
  now: Date,
): boolean {
  return row.registrationOpen && !row.cancelledAt && new Date(row.startsAt) > now;
}

/** The event as readers see it: its texts in `language` where written, else English (mail and admin use English). */
export function toEventSummary(
  row: EventRow,
  confirmed: number,
  waitlisted: number,
  now: Date,
  language: Language = "en",
): EventSummary {
  return {
    id: row.id,
    slug: row.slug,
    ...translated(row, eventTranslatedFields, language),
    city: row.city,
    type: row.type,
    venue: row.venue,
    address: row.address,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    capacity: row.capacity,
    spotsLeft: Math.max(0, row.capacity - confirmed),
    confirmedCount: confirmed,
    waitlistCount: waitlisted,
    isRegistrationOpen: isRegistrationOpen(row, now),
    cancelledAt: row.cancelledAt,
    isFlagship: row.isFlagship,
    whatsappGroupUrl: row.whatsappGroupUrl,
  };
}

const withCounts = (db: Database) => db.select({ event: events, ...seatCounts }).from(events);

/** Events that have not ended yet, soonest first, with their seat counts. */
export async function listUpcomingEvents(
  db: Database,
  now: Date,
  language: Language = "en",
): Promise<EventSummary[]> {
  const rows = await withCounts(db)
    .where(gte(events.endsAt, now.toISOString()))
    .orderBy(asc(events.startsAt));
  return rows.map((row) => toEventSummary(row.event, row.confirmed, row.waitlisted, now, language));
}

/** One event by its id or its slug (the /events/{slug} page). */
export async function findEventSummary(
  db: Database,
  eventId: string,
  now: Date,
  language: Language = "en",
): Promise<EventSummary | null> {
  const row = await withCounts(db)
    .where(or(eq(events.id, eventId), eq(events.slug, eventId)))
    .get();
  return row ? toEventSummary(row.event, row.confirmed, row.waitlisted, now, language) : null;
}

/** A city's next event (not ended yet, not cancelled), or else its latest past one; null for a city without events. */
export async function findCityEvent(
  db: Database,
  city: EventCity,
  now: Date,
  language: Language = "en",
): Promise<EventSummary | null> {
  const iso = now.toISOString();
  const next = await withCounts(db)
    .where(and(eq(events.city, city), gte(events.endsAt, iso), isNull(events.cancelledAt)))
    .orderBy(asc(events.startsAt))
    .get();
  const row =
    next ??
    (await withCounts(db)
      .where(and(eq(events.city, city), lt(events.endsAt, iso)))
      .orderBy(desc(events.startsAt))
      .get());
  return row ? toEventSummary(row.event, row.confirmed, row.waitlisted, now, language) : null;
}

/** Events that have ended, latest first (the past tab of /events). */
export async function listPastEvents(
  db: Database,
  now: Date,
  language: Language = "en",
  limit = 50,
): Promise<EventSummary[]> {
  const rows = await withCounts(db)
    .where(lt(events.endsAt, now.toISOString()))
    .orderBy(desc(events.startsAt))
    .limit(limit);
  return rows.map((row) => toEventSummary(row.event, row.confirmed, row.waitlisted, now, language));
}
