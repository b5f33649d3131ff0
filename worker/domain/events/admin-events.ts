import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AdminEvent, AdminEventData, AdminRsvp } from "../../contract/admin-events";
import type { RsvpStatus } from "../../contract/rsvp";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";
import { toEventSummary } from "./events";
import { cancelRsvp } from "./registration";

type EventRow = typeof events.$inferSelect;

// Explicit aliases: inside a select list drizzle drops table names (see domain/events.ts).
const countWhere = (condition: string) =>
  sql<number>`(select count(*) from rsvps r where r.event_id = "events"."id" and ${sql.raw(condition)})`;

const withAllCounts = (db: Database) =>
  db
    .select({
      event: events,
      confirmed: countWhere("r.status = 'confirmed'"),
      waitlisted: countWhere("r.status = 'waitlisted'"),
      checkedIn: countWhere("r.checked_in_at is not null"),
    })
    .from(events);

type CountedRow = { event: EventRow; confirmed: number; waitlisted: number; checkedIn: number };
const toAdminEvent = (row: CountedRow, now: Date): AdminEvent => ({
  ...toEventSummary(row.event, row.confirmed, row.waitlisted, now),
  checkedInCount: row.checkedIn,
  registrationOpen: row.event.registrationOpen,
});

/** Every event: upcoming (not ended) soonest first, then past ones latest first. */
export async function listAdminEvents(db: Database, now: Date): Promise<AdminEvent[]> {
  const iso = now.toISOString();
  const [upcoming, past] = await Promise.all([
    withAllCounts(db).where(gte(events.endsAt, iso)).orderBy(asc(events.startsAt)),
    withAllCounts(db).where(lt(events.endsAt, iso)).orderBy(desc(events.startsAt)),
  ]);
  return [...upcoming, ...past].map((row) => toAdminEvent(row, now));
}

export async function findAdminEvent(db: Database, id: string, now: Date): Promise<AdminEvent> {
  const row = await withAllCounts(db).where(eq(events.id, id)).get();
  if (!row) throw new AppError("not_found", "Event not found");
  return toAdminEvent(row, now);
}

export async function createEvent(db: Database, data: AdminEventData, now: Date): Promise<AdminEvent> {
  const [row] = await db
    .insert(events)
    .values({ ...data, slug: slugFor(data.name, "event") })
    .returning({ id: events.id });
  if (!row) throw new AppError("internal", "The event was not saved");
  return findAdminEvent(db, row.id, now);
}

/**
 * One conditional UPDATE: the capacity check and the write cannot be split by a concurrent RSVP.
 * No change means either no such event (404) or confirmed seats above the new capacity (422).
 */
export async function updateEvent(
  db: Database,
  id: string,
  data: AdminEventData,
  now: Date,
): Promise<AdminEvent> {
  const changed = await db
    .update(events)
    .set(data)
    .where(
      and(
        eq(events.id, id),
        sql`(select count(*) from rsvps r where r.event_id = ${id} and r.status = 'confirmed') <= ${data.capacity}`,
      ),
    )
    .returning({ id: events.id });
  if (changed.length === 0) {
    const current = await findAdminEvent(db, id, now);
    throw new AppError("validation_failed", "Capacity cannot be below the confirmed seats", {
      capacity: [`At least ${current.confirmedCount}`],
    });
  }
  return findAdminEvent(db, id, now);
}

export async function setRegistrationOpen(
  db: Database,
  id: string,
  open: boolean,
  now: Date,
): Promise<AdminEvent> {
  await db.update(events).set({ registrationOpen: open }).where(eq(events.id, id));
  return findAdminEvent(db, id, now);
}

const adminRsvpColumns = {
  id: rsvps.id,
  name: rsvps.name,
  email: rsvps.email,
  phone: rsvps.phone,
  company: rsvps.company,
  profession: rsvps.profession,
  status: rsvps.status,
  ticketCode: rsvps.ticketCode,
  checkedInAt: rsvps.checkedInAt,
  createdAt: rsvps.createdAt,
};

/** instr() instead of LIKE, so % and _ in a search are plain characters. */
export const contains = (column: unknown, q: string) => sql`instr(lower(${column}), ${q.toLowerCase()}) > 0`;

export async function listEventRsvps(
  db: Database,
  eventId: string,
  filter: { q: string; status?: RsvpStatus },
): Promise<AdminRsvp[]> {
  const conditions = [eq(rsvps.eventId, eventId)];
  if (filter.status) conditions.push(eq(rsvps.status, filter.status));
  if (filter.q) {
    const q = filter.q;
    conditions.push(
      sql`(${contains(rsvps.name, q)} or ${contains(rsvps.email, q)} or ${contains(rsvps.company, q)})`,
    );
  }
  return db
    .select(adminRsvpColumns)
    .from(rsvps)
    .where(and(...conditions))
    .orderBy(asc(rsvps.queuedAt), asc(rsvps.id));
}

export async function editRsvp(
  db: Database,
  eventId: string,
  rsvpId: string,
  data: { name: string; phone: string; company: string; profession: string },
): Promise<AdminRsvp> {
  const [row] = await db
    .update(rsvps)
    .set(data)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)))
    .returning(adminRsvpColumns);
  if (!row) throw new AppError("not_found", "Registration not found");
  return row;
}

/** Cancels through the same path as the email link, so the first waitlisted person gets the seat. */
export async function adminCancelRsvp(db: Database, eventId: string, rsvpId: string, now: Date) {
  const target = await db
    .select({ cancelToken: rsvps.cancelToken })
    .from(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)))
    .get();
  if (!target) throw new AppError("not_found", "Registration not found");
  return cancelRsvp(db, target.cancelToken, now);
}
