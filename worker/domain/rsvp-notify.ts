import type { EventSummary } from "../contract/events";
import type { rsvps } from "../db/schema";
import type { EmailKind, Mailer } from "../email/mailer";

type RsvpRow = typeof rsvps.$inferSelect;
export type RsvpNotice = "rsvp-confirmed" | "rsvp-waitlisted" | "rsvp-promoted" | "rsvp-cancelled";

const subjects: Record<RsvpNotice, string> = {
  "rsvp-confirmed": "RSVP Confirmed! {event}",
  "rsvp-waitlisted": "You are on the waitlist: {event}",
  "rsvp-promoted": "A seat opened up: you're confirmed for {event}",
  "rsvp-cancelled": "Your registration is cancelled: {event}",
};

/**
 * The emails around an RSVP: confirmation (with the cancel link), waitlist, promotion and cancellation.
 * `origin` builds the links (the request's origin, so local links stay local).
 */
export async function sendRsvpNotice(
  mailer: Mailer,
  kind: RsvpNotice,
  row: RsvpRow,
  event: EventSummary,
  origin: string,
): Promise<void> {
  const when = new Intl.DateTimeFormat("en", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }).format(new Date(event.startsAt));
  const cancelLink = `${origin}/rsvp/cancel?token=${row.cancelToken}`;
  const lines = [
    `Assalam-o-Alaikum ${row.name},`,
    subjects[kind].replace("{event}", event.name),
    `${event.name}\n${when} (Riyadh time)\n${event.venue}, ${event.address}`,
    row.status === "confirmed" ? `Your ticket code: ${row.ticketCode}` : "",
    kind === "rsvp-cancelled"
      ? ""
      : `Can't come? Cancel here so someone on the waitlist gets your seat: ${cancelLink}`,
    "SPPC",
  ].filter(Boolean);
  const text = lines.join("\n\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.6">${lines
    .map((line) => `<p>${escapeHtml(line).replaceAll("\n", "<br>")}</p>`)
    .join("")}</body></html>`;
  await mailer.send({
    to: row.email,
    subject: subjects[kind].replace("{event}", event.name),
    text,
    html,
    kind: kind satisfies EmailKind,
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
