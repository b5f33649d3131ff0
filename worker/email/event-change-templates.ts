import type { Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import type { EventMailLabels } from "./event-mail-labels";
import { fillHtml, fillText, type MailContent, type MailValue, valueHtml } from "./mail-content";
import { mailMessages } from "./messages";
import { escapeHtml } from "./notice";
import { formatEventTime } from "./rsvp-templates";

/** The emails an organiser's action sends to registrants: a change, a cancellation, a message. */
export type OrganiserEmailKind = "event-changed" | "event-cancelled" | "event-seat-cancelled";

export type Copy = { subject: string; headline: string; body: string };
export type Labels = EventMailLabels & {
  was: string;
  now: string;
  calendarUpdated: string;
  calendarRemoved: string;
  about: string;
};

/** The name in the reader's language; `shownIn.name` says when it is English instead (a fallback). */
type EventPlace = Pick<EventSummary, "name" | "venue" | "address" | "startsAt" | "endsAt"> & {
  shownIn?: { name: Language };
};
type Rendered = { subject: string; text: string; html: string };

/** A paragraph of HTML made already (fillHtml), its line breaks kept. */
const paragraphHtml = (content: string) => (content ? `<p>${content.replaceAll("\n", "<br>")}</p>` : "");
const paragraph = (content: string) => paragraphHtml(escapeHtml(content));
const eventName = (input: { event: EventPlace; language: Language }): MailContent => ({
  value: input.event.name,
  language: input.event.shownIn?.name ?? input.language,
});
const page = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}" dir="${language === "en" ? "ltr" : "rtl"}"><body style="font-family:sans-serif;line-height:1.6">${body}<p>SPPC</p></body></html>`;

/** The organiser mails' words in the reader's language, with the ones every event mail shares. */
const labelsIn = (language: Language): Labels => ({
  ...mailMessages[language].eventMail,
  ...mailMessages[language].organiser.labels,
});

/** The time of an event as the reader reads it, on Riyadh's clock. */
export const whenText = (event: Pick<EventSummary, "startsAt" | "endsAt">, language: Language) =>
  `${formatEventTime(event, language)} (${mailMessages[language].eventMail.riyadhTime})`;
/** Venue and address in one line. */
export const whereText = (event: Pick<EventSummary, "venue" | "address">, language: Language) =>
  [event.venue, event.address].filter(Boolean).join(language === "en" ? ", " : "، ");

/** What changed, old and new, in the reader's language. */
export type EventChange = { what: "when" | "where"; from: string; to: string };

/** The change notice (with the event's new details), the cancellation, or the seat an organiser cancelled. */
export function organiserEmail(input: {
  kind: OrganiserEmailKind;
  language: Language;
  name: string;
  event: EventPlace;
  changes?: EventChange[];
  hasCalendar?: boolean;
}): Rendered {
  const copy = mailMessages[input.language].organiser.kinds[input.kind];
  const label = labelsIn(input.language);
  const values: Record<string, MailValue> = { event: eventName(input), name: input.name };
  const fill = (template: string) => fillText(template, values);
  const changes = (input.changes ?? []).map(
    (change) => `${label[change.what]}\n${label.was}: ${change.from}\n${label.now}: ${change.to}`,
  );
  const details =
    input.kind === "event-changed"
      ? ""
      : `\n${label.when}: ${whenText(input.event, input.language)}\n${label.where}: ${whereText(input.event, input.language)}`;
  const calendar = input.hasCalendar
    ? input.kind === "event-cancelled"
      ? label.calendarRemoved
      : label.calendarUpdated
    : "";
  const name = eventName(input);
  const text = [
    fill(label.greeting),
    copy.headline,
    fill(copy.body),
    ...changes,
    details && `${name.value}${details}`,
    calendar,
    "SPPC",
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = page(
    input.language,
    `${paragraph(fill(label.greeting))}<h1 style="font-size:22px;color:#046c35">${escapeHtml(copy.headline)}</h1>${paragraphHtml(fillHtml(copy.body, values, input.language))}${changes.map(paragraph).join("")}${details && paragraphHtml(valueHtml(name, input.language) + escapeHtml(details))}${paragraph(calendar)}`,
  );
  return { subject: fill(copy.subject), text, html };
}

/** An organiser's own message to an event's registrants: their words, framed in the reader's language. */
export function organiserMessageEmail(input: {
  language: Language;
  name: string;
  event: EventPlace;
  subject: string;
  body: string;
}): Rendered {
  const label = labelsIn(input.language);
  const values: Record<string, MailValue> = { event: eventName(input), name: input.name };
  const greeting = fillText(label.greeting, values);
  const when = `\n${whenText(input.event, input.language)}`;
  const text = [greeting, input.body, fillText(label.about, values) + when, "SPPC"].join("\n\n");
  const html = page(
    input.language,
    `${paragraph(greeting)}<div dir="auto">${paragraph(input.body)}</div>${paragraphHtml(fillHtml(label.about, values, input.language) + escapeHtml(when))}`,
  );
  return { subject: input.subject, text, html };
}
