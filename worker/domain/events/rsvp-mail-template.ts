import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type MailDelivery, rsvps } from "../../db/schema";
import type { EmailMessage } from "../../email/mailer";
import type { MailBatch } from "../../email/outbox/templates";
import { isLanguage } from "../../lib/language";
import { findEventSummary } from "./events";
import { registrantLanguage } from "./registrants";
import { rsvpEmailMessage } from "./rsvp-email";
import { waitlistPlace } from "./tickets";

/** What a templated RSVP row (written by registerRsvp's batch) says; see email/outbox/templates.ts. */
export type RsvpMailParams = {
  rsvpId: string;
  /**
   * "registered": the new registration; "again": someone typed an already registered email;
   * "reminder": the day before (reminders.ts), for confirmed seats only.
   */
  what: "registered" | "again" | "reminder";
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
  batch: MailBatch,
): Promise<EmailMessage | null> {
  const { rsvpId, what, origin, language } = params as RsvpMailParams;
  // Every registration the batch mails about, each with its waitlist place (the column My tickets
  // shows), in one read; and each event once.
  const registrations = await batch.memo("rsvp:rows", () =>
    db
      .select({ row: rsvps, place: waitlistPlace })
      .from(rsvps)
      .where(
        inArray(rsvps.id, [...new Set([rsvpId, ...batch.siblings.map((sibling) => String(sibling.rsvpId))])]),
      )
      .all(),
  );
  const found = registrations.find((registration) => registration.row.id === rsvpId);
  if (!found || found.row.status === "cancelled") return null;
  const { row, place } = found;
  const lang = isLanguage(language) ? language : "en";
  const event = await batch.memo(`event:${row.eventId}:${lang}`, () =>
    findEventSummary(db, row.eventId, new Date(), lang),
  );
  if (!event || event.cancelledAt) return null;
  const seated = row.status === "confirmed";
  if (what === "reminder" && !seated) return null;
  return rsvpEmailMessage(
    what === "reminder" ? "rsvp-reminder" : seated ? "rsvp-confirmed" : "rsvp-waitlisted",
    row,
    event,
    origin,
    lang,
    { waitlistPosition: place },
  );
}

/** One kind of RSVP mail for every registration `r` matching `where`, with the row id `key`. */
export type RsvpMailSelection = { key: SQL; what: RsvpMailParams["what"]; where: SQL };

/**
 * INSERT...SELECT of templated RSVP mail rows (email/outbox/templates.ts): one per registration `r`
 * each selection matches, with its id `key` (insert-or-ignore, so each is written once) and the kind
 * its status gives now, in the registrant's language (registrants.ts). Several selections are one
 * statement (UNION ALL): in a D1 batch every statement has its own cost.
 */
export function rsvpMailRows(input: {
  mails: RsvpMailSelection[];
  /** Each of these may be a placeholder (sql.placeholder), for a statement whose text is built once. */
  origin: string | Placeholder;
  delivery: MailDelivery | Placeholder;
  /** Stamped now: the writer queues these ids after the request (Mailer.expect) without another write. */
  queuedAt: string | Placeholder;
}): SQL {
  const selections = input.mails.map(({ key, what, where }) => {
    const kind =
      what === "reminder"
        ? sql`'rsvp-reminder'`
        : sql`case r.status when 'confirmed' then 'rsvp-confirmed' else 'rsvp-waitlisted' end`;
    return sql`select ${key}, r.email, '', '', '', ${kind}, 'rsvp',
           json_object('rsvpId', r.id, 'what', ${what}, 'origin', ${input.origin}, 'language', ${registrantLanguage}),
           ${input.delivery}, ${input.queuedAt}
      from rsvps r where ${where}`;
  });
  return sql`
    insert into email_outbox (id, "to", subject, text, html, kind, template, params, delivery, queued_at)
    ${sql.join(selections, sql` union all `)}
    on conflict (id) do nothing`;
}
