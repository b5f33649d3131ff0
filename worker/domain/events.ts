import { asc, gte } from "drizzle-orm";
import type { EventSummary } from "../contract/events";
import type { Database } from "../db/client";
import { events } from "../db/schema";

/** Events that have not ended yet, soonest first. */
export async function listUpcomingEvents(db: Database, now: Date): Promise<EventSummary[]> {
  const rows = await db
    .select()
    .from(events)
    .where(gte(events.endsAt, now.toISOString()))
    .orderBy(asc(events.startsAt));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    type: row.type,
    description: row.description,
    highlights: row.highlights,
    venue: row.venue,
    address: row.address,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    capacity: row.capacity,
    // No RSVPs are stored until the events issue; then this becomes capacity minus confirmed seats.
    spotsLeft: row.capacity,
    isRegistrationOpen: row.registrationOpen && new Date(row.startsAt) > now,
    isFlagship: row.isFlagship,
    whatsappGroupUrl: row.whatsappGroupUrl,
  }));
}
