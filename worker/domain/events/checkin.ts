import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { CheckinAnswer, CheckinMatch, CheckinStats, CheckinTicket } from "../../contract/admin-events";
import type { Database } from "../../db/client";
import { eventStewards, events, rsvps } from "../../db/schema";
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

/**
 * The door's search by name or email. The email is matched (the steward typed it, so they
 * know it) but never answered: whoever searches sees names and ticket codes only.
 */
export async function searchAttendees(db: Database, eventId: string, q: string): Promise<CheckinMatch[]> {
  if (!q) return [];
  return db
    .select({
      ticketCode: rsvps.ticketCode,
      name: rsvps.name,
      status: rsvps.status,
      checkedInAt: rsvps.checkedInAt,
    })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), sql`(${contains(rsvps.name, q)} or ${contains(rsvps.email, q)})`))
    .orderBy(asc(rsvps.name))
    .limit(20);
}
