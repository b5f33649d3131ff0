import type { Language } from "../../contract/enums";
import type { EventSummary } from "../../contract/events";
import type { EmailAttachment, rsvps } from "../../db/schema";
import { icsAttachment } from "../../email/ics";
import { fillText } from "../../email/mail-content";
import type { EmailKind, EmailMessage } from "../../email/mailer";
import { mailMessages } from "../../email/messages";
import { ticketQrAttachment } from "../../email/qr-png";
import { rsvpEmail } from "../../email/rsvp-templates";
import { isLanguage } from "../../lib/language";

type RsvpRow = typeof rsvps.$inferSelect;
export type RsvpNotice =
  | "rsvp-confirmed"
  | "rsvp-waitlisted"
  | "rsvp-promoted"
  | "rsvp-cancelled"
  | "rsvp-reminder";
export type RsvpNoticeOptions = {
  /** 1-based place in the waitlist (tickets.ts waitlistPlace), shown in the waitlist email. */
  waitlistPosition?: number | null;
  /** DTSTAMP of the calendar invite (tests). */
  now?: Date;
};

/**
 * The emails around an RSVP: confirmation (with the cancel link, the ticket code, the ticket QR as
 * ticket-qr.png and a calendar invite as event.ics), waitlist (with the position), promotion (like a
 * confirmation) and cancellation, in the registrant's language (registrants.ts), the event's name and
 * description too (`event` is read in that language, English where a version is missing).
 * `origin` builds the links (the request's origin, so local links stay local).
 */
export async function rsvpEmailMessage(
  kind: RsvpNotice,
  row: RsvpRow,
  event: EventSummary,
  origin: string,
  language: Language = "en",
  options: RsvpNoticeOptions = {},
): Promise<EmailMessage> {
  const lang: Language = isLanguage(language) ? language : "en";
  const cancelLink = `${origin}/rsvp/cancel?token=${row.cancelToken}`;
  const seated =
    (kind === "rsvp-confirmed" || kind === "rsvp-promoted" || kind === "rsvp-reminder") &&
    row.status === "confirmed";
  const calendar = mailMessages[lang].calendar;
  const attachments: EmailAttachment[] = [];
  if (seated) {
    attachments.push(
      icsAttachment(
        {
          uid: `${row.id}@sppc`,
          summary: event.name,
          location: [event.venue, event.address].filter(Boolean).join(", "),
          description: [
            event.description,
            fillText(calendar.ticketCode, { code: row.ticketCode }),
            fillText(calendar.cancelHere, { link: cancelLink }),
          ]
            .filter(Boolean)
            .join("\n\n"),
          startsAt: event.startsAt,
          endsAt: event.endsAt,
        },
        options.now,
      ),
      await ticketQrAttachment(row.ticketCode),
    );
  }
  const { subject, text, html } = rsvpEmail({
    kind,
    language: lang,
    name: row.name,
    event,
    ticketCode: seated ? row.ticketCode : null,
    cancelLink: kind === "rsvp-cancelled" ? null : cancelLink,
    ticketLink: kind === "rsvp-cancelled" ? null : `${origin}/tickets/${row.cancelToken}`,
    waitlistPosition: kind === "rsvp-waitlisted" ? (options.waitlistPosition ?? null) : null,
    hasCalendar: seated,
    hasQr: seated,
  });
  return {
    to: row.email,
    subject,
    text,
    html,
    kind: kind satisfies EmailKind,
    ...(attachments.length ? { attachments } : {}),
  };
}
