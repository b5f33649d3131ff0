import type { Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import type { EventMailLabels } from "./event-mail-labels";
import { EVENT_TIMEZONE } from "./ics";
import { fillHtml, fillText, type MailValue, valueHtml } from "./mail-content";
import type { EmailKind } from "./mailer";
import { mailMessages } from "./messages";
import { escapeHtml } from "./notice";

export type RsvpEmailKind = Extract<EmailKind, `rsvp-${string}`>;

export type Copy = {
  subject: string;
  headline: string;
  body: string;
};

export type Labels = EventMailLabels & {
  ticket: string;
  qrAttached: string;
  calendarAttached: string;
  cancelIntro: string;
  cancelAction: string;
  waitlistPosition: string;
  waitlistNoPosition: string;
  ticketLinkIntro: string;
  ticketLinkAction: string;
};

/** "Monday, 3 March 2025, 7:00 – 10:00 PM" in the reader's language, always on Riyadh's clock. */
export function formatEventTime(
  event: Pick<EventSummary, "startsAt" | "endsAt">,
  language: Language,
): string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: EVENT_TIMEZONE,
    calendar: "gregory",
  });
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  try {
    return end > start ? format.formatRange(start, end) : format.format(start);
  } catch {
    return format.format(start);
  }
}

export type RsvpEmailInput = {
  kind: RsvpEmailKind;
  language: Language;
  name: string;
  /** The name in the reader's language; `shownIn.name` says when it is English instead (a fallback). */
  event: Pick<EventSummary, "name" | "venue" | "address" | "startsAt" | "endsAt"> & {
    shownIn?: { name: Language };
  };
  /** Shown for confirmed seats (confirmed and promoted emails). */
  ticketCode?: string | null;
  /** Offered in every email except the cancellation. */
  cancelLink?: string | null;
  /** The ticket page (/tickets/{token}): status, QR and cancel, for visitors too. */
  ticketLink?: string | null;
  waitlistPosition?: number | null;
  /** Whether event.ics / ticket-qr.png go with the email (mentioned in the text). */
  hasCalendar?: boolean;
  hasQr?: boolean;
};

/** Subject, plain text and HTML (right to left for Arabic and Urdu) of one RSVP email. */
export function rsvpEmail(input: RsvpEmailInput): { subject: string; text: string; html: string } {
  const messages = mailMessages[input.language];
  const copy = messages.rsvp.kinds[input.kind];
  const label: Labels = { ...messages.eventMail, ...messages.rsvp.labels };
  const eventName: MailValue = {
    value: input.event.name,
    language: input.event.shownIn?.name ?? input.language,
  };
  const values: Record<string, MailValue> = {
    event: eventName,
    name: input.name,
    code: input.ticketCode ?? "",
    position: String(input.waitlistPosition ?? ""),
  };
  const fill = (template: string) => fillText(template, values);
  const html = (template: string) => fillHtml(template, values, input.language);
  const when = `${formatEventTime(input.event, input.language)} (${label.riyadhTime})`;
  const where = [input.event.venue, input.event.address]
    .filter(Boolean)
    .join(input.language === "en" ? ", " : "، ");
  const waitlistCopy =
    input.kind === "rsvp-waitlisted"
      ? input.waitlistPosition
        ? label.waitlistPosition
        : label.waitlistNoPosition
      : "";
  const waitlist = fill(waitlistCopy);
  const ticket = input.ticketCode ? fill(label.ticket) : "";
  const cancelLink = input.kind === "rsvp-cancelled" ? null : input.cancelLink;

  const text = [
    fill(label.greeting),
    copy.headline,
    fill(copy.body),
    waitlist,
    `${input.event.name}\n${label.when}: ${when}\n${label.where}: ${where}`,
    ticket,
    ticket && input.hasQr ? label.qrAttached : "",
    input.ticketLink ? `${label.ticketLinkIntro}\n${input.ticketLink}` : "",
    input.hasCalendar ? label.calendarAttached : "",
    cancelLink ? `${label.cancelIntro}\n${cancelLink}` : "",
    "SPPC",
  ]
    .filter(Boolean)
    .join("\n\n");

  const dir = input.language === "en" ? "ltr" : "rtl";
  const p = (content: string) => (content ? `<p>${content}</p>` : "");
  const details = `<table role="presentation" style="border-collapse:collapse;margin:16px 0;background:#f4f8f5;border-radius:8px">
<tr><td colspan="2" style="padding:12px 16px 4px;font-weight:bold;font-size:18px">${valueHtml(eventName, input.language)}</td></tr>
<tr><td style="padding:4px 16px;font-weight:bold;vertical-align:top">${escapeHtml(label.when)}</td><td style="padding:4px 16px">${escapeHtml(when)}</td></tr>
<tr><td style="padding:4px 16px 12px;font-weight:bold;vertical-align:top">${escapeHtml(label.where)}</td><td style="padding:4px 16px 12px">${escapeHtml(where)}</td></tr>
</table>`;
  const ticketHtml = ticket
    ? `<p style="font-size:18px"><strong>${escapeHtml(ticket)}</strong></p>${input.hasQr ? p(escapeHtml(label.qrAttached)) : ""}`
    : "";
  const cancelHtml = cancelLink
    ? `<p>${escapeHtml(label.cancelIntro)}</p><p><a href="${escapeHtml(cancelLink)}" style="background:#046c35;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label.cancelAction)}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(cancelLink)}</p>`
    : "";
  const ticketLinkHtml = input.ticketLink
    ? `<p>${escapeHtml(label.ticketLinkIntro)} <a href="${escapeHtml(input.ticketLink)}">${escapeHtml(label.ticketLinkAction)}</a></p>`
    : "";
  const page = `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">
${p(html(label.greeting))}<h1 style="font-size:22px;color:#046c35">${escapeHtml(copy.headline)}</h1>${p(html(copy.body))}${p(html(waitlistCopy))}
${details}${ticketHtml}${ticketLinkHtml}${input.hasCalendar ? p(escapeHtml(label.calendarAttached)) : ""}${cancelHtml}<p>SPPC</p></body></html>`;

  return { subject: fill(copy.subject), text, html: page };
}
