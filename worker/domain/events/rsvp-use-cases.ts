import type { Database } from "../../db/client";
import type { Mailer } from "../../email/mailer";
import { announceRsvpChange } from "./announce";
import { findEventSummary } from "./events";
import { registerRsvp } from "./register";
import { cancelRsvp } from "./registration";
import { announcePromotions } from "./waitlist";

type Deps = { db: Database; mailer: Mailer };

/** POST /api/events/rsvp: see registerRsvp (one D1 round trip; the mail goes through the outbox). */
export const registerForEvent = registerRsvp;

type Cancelled = Awaited<ReturnType<typeof cancelRsvp>>;

/** The cancel link in every RSVP email (and the account page): cancel, hand the seat on, tell both. */
export async function cancelByToken(deps: Deps, token: string, origin: string, now: Date) {
  const outcome = await cancelRsvp(deps.db, token, now);
  const event = outcome.cancelled ? await findEventSummary(deps.db, outcome.cancelled.eventId, now) : null;
  await announceCancellation(deps, outcome, event, origin, now);
  return { ...outcome, event };
}

/**
 * The cancelled member is told only when it was cancelled just now (a repeated click changes nothing);
 * the member promoted from the waitlist gets a notice and the promotion email with their ticket.
 */
async function announceCancellation(
  deps: Deps,
  { cancelled, promoted }: Cancelled,
  event: Awaited<ReturnType<typeof findEventSummary>>,
  origin: string,
  now: Date,
): Promise<void> {
  if (!event) return;
  if (cancelled?.status === "cancelled" && cancelled.cancelledAt === now.toISOString()) {
    await announceRsvpChange(deps, { what: "cancelled", row: cancelled, event, origin });
  }
  // In the promoted person's language (announcePromotions reads it), not the canceller's.
  if (promoted) await announcePromotions(deps, event.id, [promoted], origin, now);
}
