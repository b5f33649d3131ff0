import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rsvps } from "../../db/schema";
import type { EmailMessage } from "../../email/mailer";
import { isLanguage } from "../../lib/language";
import { findEventSummary } from "./events";
import { waitlistPosition } from "./registration";
import { rsvpEmailMessage } from "./rsvp-email";

/** What a templated RSVP row (written by registerRsvp's batch) says; see email/outbox/templates.ts. */
export type RsvpMailParams = {
  rsvpId: string;
  /** "registered": the new registration; "again": someone typed an already registered email. */
  what: "registered" | "again";
  origin: string;
  language: string;
};

/**
 * Renders the registration's email when the consumer sends it, from the row as it is then: the ticket
 * (confirmed, with QR and invite) or the waitlist place. A registration cancelled meanwhile needs no mail.
 */
export async function renderRsvpMail(
  db: Database,
  params: Record<string, unknown>,
): Promise<EmailMessage | null> {
  const { rsvpId, origin, language } = params as RsvpMailParams;
  const row = await db.select().from(rsvps).where(eq(rsvps.id, rsvpId)).get();
  if (!row || row.status === "cancelled") return null;
  const event = await findEventSummary(db, row.eventId, new Date());
  if (!event) return null;
  const seated = row.status === "confirmed";
  return rsvpEmailMessage(
    seated ? "rsvp-confirmed" : "rsvp-waitlisted",
    row,
    event,
    origin,
    isLanguage(language) ? language : "en",
    { waitlistPosition: seated ? null : await waitlistPosition(db, row) },
  );
}
