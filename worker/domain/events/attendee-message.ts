import type { EventMessageAnswer, MessageAudience } from "../../contract/admin-events";
import type { Language } from "../../contract/enums";
import type { EventSummary } from "../../contract/events";
import type { RsvpStatus } from "../../contract/rsvp";
import type { Database } from "../../db/client";
import { organiserMessageEmail } from "../../email/event-change-templates";
import type { EmailMessage, Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { eventInLanguages } from "./event-in-languages";
import { type Registrant, registrantsOf } from "./registrants";

type Deps = { db: Database; mailer: Mailer };

const statusesOf: Record<MessageAudience, RsvpStatus[]> = {
  confirmed: ["confirmed"],
  waitlisted: ["waitlisted"],
  both: ["confirmed", "waitlisted"],
};

/** Outbox rows per D1 batch. */
const CHUNK = 50;

/** The same message (audience, subject, body) has the same id, so sending it twice emails once. */
async function messageId(eventId: string, input: { audience: string; subject: string; body: string }) {
  const bytes = new TextEncoder().encode(
    JSON.stringify([eventId, input.audience, input.subject, input.body]),
  );
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * An organiser emails an event's registrants. Without `confirm` nothing is written: the answer is the
 * number of recipients and the email the first of them would get. With it, one keyed outbox row per
 * recipient (key: the message's id and the registration), so a double click or a retry sends once.
 */
export async function messageAttendees(
  deps: Deps,
  eventId: string,
  input: { audience: MessageAudience; subject: string; body: string; confirm: boolean },
  now: Date,
): Promise<EventMessageAnswer> {
  const eventIn = eventInLanguages(deps.db, eventId, now);
  const event = await eventIn("en");
  if (!event) throw new AppError("not_found", "Event not found");
  const recipients = await registrantsOf(deps.db, event.id, statusesOf[input.audience]);
  // The event's name as each language's readers get it (English where a version is missing).
  const shown = new Map<Language, EventSummary>();
  for (const language of new Set(recipients.map((recipient) => recipient.language)))
    shown.set(language, (await eventIn(language)) ?? event);
  const messageFor = ({
    rsvp,
    language,
  }: Pick<Registrant, "language"> & { rsvp: { name: string; email: string } }) =>
    ({
      to: rsvp.email,
      ...organiserMessageEmail({
        language,
        name: rsvp.name,
        event: shown.get(language) ?? event,
        subject: input.subject,
        body: input.body,
      }),
      kind: "event-message" as const,
    }) satisfies EmailMessage;
  const first = recipients[0] ?? { rsvp: { name: "…", email: "" }, language: "en" as const };
  const { subject, text } = messageFor(first);
  const answer = { count: recipients.length, preview: { subject, text } };
  if (!input.confirm) return { ...answer, sent: false };

  const id = await messageId(event.id, input);
  const rows = recipients.map((recipient) =>
    deps.mailer.row(messageFor(recipient), `event-message:${id}:${recipient.rsvp.id}`),
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const [head, ...rest] = rows.slice(start, start + CHUNK);
    if (head) await deps.db.batch([head, ...rest]);
  }
  return { ...answer, sent: true };
}
