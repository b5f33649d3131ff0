import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AdminEvent, AdminEventData, AdminRsvp, EventUpdateAnswer } from "../../contract/admin-events";
import { eventHasStarted } from "../../contract/events";
import type { RsvpStatus } from "../../contract/rsvp";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";
import { changeNoticeRows, placeChanges } from "./change-notices";
import { toEventSummary } from "./events";
import { registrantsOf } from "./registrants";
import { announcePromotions, promoteWaitlist } from "./waitlist";

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
  nameAr: row.event.nameAr,
  nameUr: row.event.nameUr,
  descriptionAr: row.event.descriptionAr,
  descriptionUr: row.event.descriptionUr,
  highlightsAr: row.event.highlightsAr,
  highlightsUr: row.event.highlightsUr,
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

type Deps = { db: Database; mailer: Mailer };

/**
 * An organiser saves the event form. One D1 batch: the conditional UPDATE (the capacity check and the
 * write cannot be split by a concurrent RSVP; a change of time or place raises `sequence`), the change
 * notices to every confirmed and waitlisted registrant (keyed by the new sequence, so a retried save
 * never mails twice, and a save that changes nothing mails nobody), and the waitlist promotions a
 * raised capacity allows. The promoted are then told with their ticket.
 */
export async function updateEvent(
  deps: Deps,
  id: string,
  data: AdminEventData,
  origin: string,
  now: Date,
): Promise<EventUpdateAnswer> {
  const { db, mailer } = deps;
  const before = await db.select().from(events).where(eq(events.id, id)).get();
  if (!before) throw new AppError("not_found", "Event not found");
  const changed = placeChanges(before, data).length > 0;
  const sequence = changed ? before.sequence + 1 : before.sequence;
  const registrants = changed ? await registrantsOf(db, id, ["confirmed", "waitlisted"]) : [];
  const notices = changeNoticeRows({ db, mailer }, registrants, { before, after: data, sequence, now });

  const update = db
    .update(events)
    .set({ ...data, sequence })
    .where(
      and(
        eq(events.id, id),
        eq(events.sequence, before.sequence),
        sql`(select count(*) from rsvps r where r.event_id = ${id} and r.status = 'confirmed') <= ${data.capacity}`,
      ),
    )
    .returning({ id: events.id });
  const promote = promoteWaitlist(db, id, now);
  let written: { id: string }[] = [];
  let promoted: Awaited<typeof promote> = [];
  try {
    if (notices.length > 0) {
      const [rows, , ...rest] = await db.batch([
        update,
        abortUnlessSequence(db, id, sequence),
        ...notices,
        promote,
      ]);
      written = rows;
      promoted = rest.at(-1) as Awaited<typeof promote>;
    } else {
      [written, promoted] = await db.batch([update, promote]);
    }
  } catch (error) {
    if (!isAbort(error)) throw error;
  }
  if (written.length === 0) {
    const current = await findAdminEvent(db, id, now);
    if (current.confirmedCount > data.capacity)
      throw new AppError("validation_failed", "Capacity cannot be below the confirmed seats", {
        capacity: [`At least ${current.confirmedCount}`],
      });
    throw new AppError("conflict", "The event was changed meanwhile; reload and save again");
  }
  await announcePromotions(deps, id, promoted, origin, now);
  return {
    event: await findAdminEvent(db, id, now),
    notified: registrants.length,
    promoted: promoted.length,
  };
}

const ABORT = "event_changed_meanwhile";
/**
 * A statement that fails (so D1 rolls the whole batch back) unless the event's update above applied:
 * the notices must exist exactly when the change does. json() of a non-JSON text is SQLite's way to
 * raise an error from plain SQL.
 */
export const abortUnlessSequence = (db: Database, id: string, sequence: number) =>
  db
    .select({ ok: sql<number>`case when ${events.sequence} = ${sequence} then 1 else json(${ABORT}) end` })
    .from(events)
    .where(eq(events.id, id));
export const isAbort = (error: unknown) =>
  error instanceof Error && /malformed JSON/i.test(`${error.message} ${String(error.cause ?? "")}`);

export async function setRegistrationOpen(
  db: Database,
  id: string,
  open: boolean,
  now: Date,
): Promise<AdminEvent> {
  if (open) {
    // RSVPs are taken only until the start (register.ts): reopening a started event would only let every
    // RSVP fail with 409, so say why here.
    const event = await findAdminEvent(db, id, now);
    if (eventHasStarted(event, now))
      throw new AppError("conflict", "This event has already started; registration cannot be reopened", {
        reason: "event_started",
      });
  }
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

/**
 * An organiser cancels one registration: in one batch the seat is freed, the waitlist moves (as many
 * as there are free seats, first come first served) and `notice` (the holder's email, keyed by the
 * registration, so a double click sends once) is written. Already cancelled: nothing happens.
 */
export async function adminCancelRsvp(
  db: Database,
  eventId: string,
  rsvpId: string,
  now: Date,
  /** In a list: a query builder is a thenable, and awaiting it bare would run it outside the batch. */
  notice?: (target: typeof rsvps.$inferSelect) => Promise<[BatchItem<"sqlite">]>,
) {
  const target = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)))
    .get();
  if (!target) throw new AppError("not_found", "Registration not found");
  if (target.status === "cancelled") return { cancelled: target, promoted: null, promotedAll: [] };
  const iso = now.toISOString();
  const cancel = db
    .update(rsvps)
    .set({ status: "cancelled", cancelledAt: iso })
    .where(and(eq(rsvps.id, target.id), sql`${rsvps.status} in ('confirmed', 'waitlisted')`))
    .returning();
  const promote = promoteWaitlist(db, eventId, now);
  const [mail] = notice ? await notice(target) : [null];
  const [cancelledRows, promotedAll] = mail
    ? await db.batch([cancel, promote, mail])
    : await db.batch([cancel, promote]);
  const cancelled =
    cancelledRows[0] ?? (await db.select().from(rsvps).where(eq(rsvps.id, target.id)).get()) ?? null;
  return { cancelled, promoted: promotedAll[0] ?? null, promotedAll };
}
