import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import { type MemberRsvp, ticketEventOf } from "../../contract/rsvp";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import { translated } from "../../lib/content-language";

/**
 * 1-based place on the waitlist, computed in the same statement as the row (explicit aliases: inside a
 * select list drizzle drops table names). Null unless waitlisted.
 */
export const waitlistPlaceOf = (table: string) => {
  const row = sql.raw(`"${table}"`);
  return sql<number | null>`case when ${row}."status" = 'waitlisted' then (
  select count(*) + 1 from rsvps w
   where w.event_id = ${row}."event_id" and w.status = 'waitlisted'
     and (w.queued_at < ${row}."queued_at" or (w.queued_at = ${row}."queued_at" and w.id < ${row}."id"))
) end`;
};
/** The place of the row of `rsvps` being selected. */
export const waitlistPlace = waitlistPlaceOf("rsvps");

async function selectTickets(db: Database, where: SQL, language: Language): Promise<MemberRsvp[]> {
  const rows = await db
    .select({ rsvp: rsvps, event: events, place: waitlistPlace })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .where(where)
    .orderBy(asc(events.startsAt));
  return rows.map(({ rsvp, event, place }) => ({
    id: rsvp.id,
    name: rsvp.name,
    status: rsvp.status,
    waitlistPosition: place,
    // The door code is the seat: shown only while the seat is held.
    ticketCode: rsvp.status === "confirmed" ? rsvp.ticketCode : null,
    // The holder's own secret: cancels exactly like the email's link.
    cancelToken: rsvp.cancelToken,
    checkedInAt: rsvp.checkedInAt,
    event: ticketEventOf({ ...event, ...translated(event, ["name"], language) }),
  }));
}

/** A member's registrations with their events, soonest first (My tickets, the event pages). */
export function memberTickets(db: Database, userId: string, language: Language): Promise<MemberRsvp[]> {
  return selectTickets(db, eq(rsvps.userId, userId), language);
}

/** The registration behind the link in every RSVP email (/tickets/{token}), for visitors too. */
export async function ticketByToken(
  db: Database,
  token: string,
  language: Language,
): Promise<MemberRsvp | null> {
  const [ticket] = await selectTickets(db, eq(rsvps.cancelToken, token), language);
  return ticket ?? null;
}
