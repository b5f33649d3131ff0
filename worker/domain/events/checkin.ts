import { and, asc, eq, gt, gte, isNull, or, sql } from "drizzle-orm";
import type {
  CheckinAnswer,
  CheckinMatch,
  CheckinStats,
  CheckinTicket,
  Steward,
} from "../../contract/admin-events";
import type { Database } from "../../db/client";
import { eventStewards, events, rsvps, user } from "../../db/schema";
import { AppError } from "../../errors";
import type { Viewer } from "../members";
import { contains } from "./admin-events";
import { normaliseTicketCode } from "./ticket-code";

/** Admins may check in at any event; other members only where an admin made them a steward. */
export async function assertCanCheckIn(db: Database, viewer: Viewer, eventId: string): Promise<void> {
  const event = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).get();
  if (viewer.member.role === "admin") {
    if (!event) throw new AppError("not_found", "Event not found");
    return;
  }
  const steward = await db
    .select({ userId: eventStewards.userId })
    .from(eventStewards)
    .where(and(eq(eventStewards.eventId, eventId), eq(eventStewards.userId, viewer.user.id)))
    .get();
  if (!steward || !event) throw new AppError("forbidden", "You are not a steward for this event");
}

/** How old an offline scan may be and still be believed (a door device with a wrong clock is not). */
const SCAN_TRUST_MS = 2 * 86_400_000;

/** A device's scan time is believed when it is in the past two days; a future or older one means now. */
export function scanTime(scannedAt: string | undefined, now: Date): Date {
  const at = scannedAt ? Date.parse(scannedAt) : Number.NaN;
  return at <= now.getTime() && at > now.getTime() - SCAN_TRUST_MS ? new Date(at) : now;
}

/**
 * Marks a ticket as used in ONE conditional UPDATE, so two doors scanning the same code at once
 * check it in exactly once. The earliest scan wins, whichever reaches us first: a scan older than the
 * stored one replaces it (time and door). Only when nothing changed do we read why.
 */
export async function checkIn(
  db: Database,
  eventId: string,
  typedCode: string,
  byUserId: string,
  scannedAt: Date,
): Promise<CheckinAnswer> {
  const ticketCode = normaliseTicketCode(typedCode);
  const at = scannedAt.toISOString();
  const [done] = await db
    .update(rsvps)
    .set({ checkedInAt: at, checkedInBy: byUserId })
    .where(
      and(
        eq(rsvps.ticketCode, ticketCode),
        eq(rsvps.eventId, eventId),
        eq(rsvps.status, "confirmed"),
        or(isNull(rsvps.checkedInAt), gt(rsvps.checkedInAt, at)),
      ),
    )
    .returning({ name: rsvps.name, checkedInAt: rsvps.checkedInAt });
  if (done) return { result: "checked_in", attendee: done };

  const row = await db
    .select({
      name: rsvps.name,
      eventId: rsvps.eventId,
      status: rsvps.status,
      checkedInAt: rsvps.checkedInAt,
    })
    .from(rsvps)
    .where(eq(rsvps.ticketCode, ticketCode))
    .get();
  if (!row) return { result: "not_found" };
  if (row.eventId !== eventId) return { result: "wrong_event" };
  const attendee = { name: row.name, checkedInAt: row.checkedInAt };
  if (row.status !== "confirmed") return { result: "not_confirmed", status: row.status, attendee };
  return { result: "already_checked_in", attendee };
}

/**
 * Every registration's code for a door device to keep offline: confirmed ones to check in, waitlisted
 * and cancelled ones so the door can say "no seat" rather than "not found". No emails or phones.
 */
export async function doorTickets(db: Database, eventId: string): Promise<CheckinTicket[]> {
  return db
    .select({
      ticketCode: rsvps.ticketCode,
      name: rsvps.name,
      status: rsvps.status,
      checkedInAt: rsvps.checkedInAt,
    })
    .from(rsvps)
    .where(eq(rsvps.eventId, eventId))
    .orderBy(asc(rsvps.name));
}

/** "Checked in X of Y": confirmed tickets checked in, of all confirmed tickets. */
export async function checkinStats(db: Database, eventId: string): Promise<CheckinStats> {
  const row = await db
    .select({
      confirmed: sql<number>`count(*)`,
      checkedIn: sql<number>`coalesce(sum(${rsvps.checkedInAt} is not null), 0)`,
    })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, "confirmed")))
    .get();
  return { checkedIn: Number(row?.checkedIn ?? 0), confirmed: Number(row?.confirmed ?? 0) };
}

export async function searchAttendees(db: Database, eventId: string, q: string): Promise<CheckinMatch[]> {
  if (!q) return [];
  return db
    .select({
      ticketCode: rsvps.ticketCode,
      name: rsvps.name,
      email: rsvps.email,
      status: rsvps.status,
      checkedInAt: rsvps.checkedInAt,
    })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), sql`(${contains(rsvps.name, q)} or ${contains(rsvps.email, q)})`))
    .orderBy(asc(rsvps.name))
    .limit(20);
}

export async function listStewards(db: Database, eventId: string): Promise<Steward[]> {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(eventStewards)
    .innerJoin(user, eq(user.id, eventStewards.userId))
    .where(eq(eventStewards.eventId, eventId))
    .orderBy(asc(user.email));
}

async function memberIdByEmail(db: Database, email: string): Promise<string> {
  const found = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .get();
  if (!found) throw new AppError("not_found", "No member with this email");
  return found.id;
}

export async function addSteward(db: Database, eventId: string, email: string): Promise<Steward[]> {
  const event = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).get();
  if (!event) throw new AppError("not_found", "Event not found");
  const userId = await memberIdByEmail(db, email);
  await db.insert(eventStewards).values({ eventId, userId }).onConflictDoNothing();
  return listStewards(db, eventId);
}

export async function removeSteward(db: Database, eventId: string, email: string): Promise<Steward[]> {
  const userId = await memberIdByEmail(db, email);
  await db
    .delete(eventStewards)
    .where(and(eq(eventStewards.eventId, eventId), eq(eventStewards.userId, userId)));
  return listStewards(db, eventId);
}

/** Upcoming events this member stewards (admins see every upcoming event): their way into check-in. */
export async function stewardedEvents(db: Database, viewer: Viewer, now: Date) {
  const upcoming = gte(events.endsAt, now.toISOString());
  const base = db
    .select({
      id: events.id,
      name: events.name,
      city: events.city,
      startsAt: events.startsAt,
      venue: events.venue,
    })
    .from(events);
  const rows =
    viewer.member.role === "admin"
      ? await base.where(upcoming).orderBy(asc(events.startsAt))
      : await base
          .innerJoin(eventStewards, eq(eventStewards.eventId, events.id))
          .where(and(upcoming, eq(eventStewards.userId, viewer.user.id)))
          .orderBy(asc(events.startsAt));
  return rows;
}
