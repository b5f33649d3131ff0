import { and, eq, sql } from "drizzle-orm";
import { type EventCity, eventCities, eventCityNames } from "../../contract/enums";
import type { Database } from "../../db/client";
import { rsvps } from "../../db/schema";
import { AppError } from "../../errors";
import { promoteWaitlist } from "./waitlist";

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

/**
 * Cancels by the secret in the email's link and, in the same transaction, gives the freed seat to the
 * first person on the waitlist (if the event has not started nor was cancelled). Returns both rows for
 * the emails.
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
    // The same statement every freed seat uses (waitlist.ts): first come first served, not once started.
    promoteWaitlist(db, target.eventId, now),
  ]);
  const cancelled = await db.select().from(rsvps).where(eq(rsvps.id, target.id)).get();
  return { cancelled: cancelled ?? null, promoted: promotedRows[0] ?? null };
}
