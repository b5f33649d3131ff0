import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AdminEvent } from "../../contract/admin-events";
import type { Database } from "../../db/client";
import { events, rsvps } from "../../db/schema";
import { organiserEmail } from "../../email/event-change-templates";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { notificationInsert } from "../notifications/notify";
import { adminCancelRsvp, findAdminEvent } from "./admin-events";
import { announceRsvpChange } from "./announce";
import { placeIn, updatedInvite } from "./change-notices";
import { eventInLanguages } from "./event-in-languages";
import { languagesOf, type RsvpRow } from "./registrants";
import { announcePromotions } from "./waitlist";

type Deps = { db: Database; mailer: Mailer };
type EventRow = typeof events.$inferSelect;

/** Rows written per D1 batch when telling many people (each row carries its own .ics). */
const CHUNK = 50;

/**
 * An organiser cancels the whole event: one batch sets cancelled_at (registration closes with it,
 * the invite's sequence goes up) and cancels every confirmed and waitlisted seat. Then each of those
 * registrants gets the cancellation email with the cancelling .ics and a bell notice, keyed by the
 * registration: cancelling again (a retry after a failure) writes only what is missing.
 */
export async function cancelEvent(
  deps: Deps,
  id: string,
  now: Date,
): Promise<{ event: AdminEvent; emailed: number }> {
  const { db } = deps;
  const iso = now.toISOString();
  const before = await db.select().from(events).where(eq(events.id, id)).get();
  if (!before) throw new AppError("not_found", "Event not found");
  if (!before.cancelledAt) {
    await db.batch([
      db
        .update(events)
        .set({ cancelledAt: iso, registrationOpen: false, sequence: sql`${events.sequence} + 1` })
        .where(and(eq(events.id, id), isNull(events.cancelledAt))),
      // Only when this very request cancelled the event (its cancelled_at is this instant).
      db
        .update(rsvps)
        .set({ status: "cancelled", cancelledAt: iso })
        .where(
          and(
            eq(rsvps.eventId, id),
            sql`${rsvps.status} in ('confirmed', 'waitlisted')`,
            sql`(select e.cancelled_at from ${events} e where e.id = ${id}) = ${iso}`,
          ),
        ),
    ]);
  }
  const event = await db.select().from(events).where(eq(events.id, id)).get();
  if (!event?.cancelledAt) throw new AppError("internal", "The event was not cancelled");
  const cancelled = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.eventId, id), eq(rsvps.cancelledAt, event.cancelledAt)));
  await tellCancelled(deps, event, cancelled, now);
  return { event: await findAdminEvent(db, id, now), emailed: cancelled.length };
}

async function tellCancelled(deps: Deps, event: EventRow, cancelled: RsvpRow[], now: Date) {
  const languages = await languagesOf(deps.db, cancelled);
  const items: BatchItem<"sqlite">[] = cancelled.flatMap((rsvp) => {
    const language = languages.get(rsvp.id) ?? "en";
    const place = placeIn(event, language);
    const mail = organiserEmail({
      kind: "event-cancelled",
      language,
      name: rsvp.name,
      event: place,
      hasCalendar: true,
    });
    // The invite as the registrant last had it: a seat's status, so the cancel matches their entry.
    const invite = updatedInvite(
      { ...rsvp, status: "confirmed" },
      place,
      event.sequence,
      now,
      true,
      language,
    );
    const row = deps.mailer.row(
      { to: rsvp.email, ...mail, kind: "event-cancelled", attachments: [invite] },
      `event-cancelled:${rsvp.id}`,
    );
    if (!rsvp.userId) return [row];
    const notice = notificationInsert(deps.db, {
      id: `rsvp-event-cancelled:${rsvp.id}`,
      userId: rsvp.userId,
      kind: "rsvp",
      link: "/events",
      data: { event: event.name, status: "cancelled" },
    });
    return [row, notice];
  });
  for (let start = 0; start < items.length; start += CHUNK) {
    const [first, ...rest] = items.slice(start, start + CHUNK);
    if (first) await deps.db.batch([first, ...rest]);
  }
}

/**
 * An organiser cancels one seat: the seat is freed, the waitlist moves (first come, first served) and
 * the holder is emailed "cancelled by the organiser" in the same batch; then the bell notice, and the
 * promoted people get their tickets.
 */
export async function cancelSeat(deps: Deps, eventId: string, rsvpId: string, origin: string, now: Date) {
  const eventIn = eventInLanguages(deps.db, eventId, now);
  const event = await eventIn("en");
  if (!event) throw new AppError("not_found", "Event not found");
  const outcome = await adminCancelRsvp(deps.db, eventId, rsvpId, now, async (target) => {
    const language = (await languagesOf(deps.db, [target])).get(target.id) ?? "en";
    const shown = (await eventIn(language)) ?? event;
    const mail = organiserEmail({ kind: "event-seat-cancelled", language, name: target.name, event: shown });
    // Keyed by this registration (a re-registration is a new queued_at): a double click emails once.
    return [
      deps.mailer.row(
        { to: target.email, ...mail, kind: "event-seat-cancelled" },
        `event-seat-cancelled:${target.id}:${target.queuedAt}`,
      ),
    ];
  });
  const { cancelled, promotedAll } = outcome;
  if (cancelled?.status === "cancelled" && cancelled.cancelledAt === now.toISOString()) {
    await announceRsvpChange(deps, { what: "cancelled", row: cancelled, event, origin });
  }
  await announcePromotions(deps, eventId, promotedAll, origin, now);
  return outcome;
}
