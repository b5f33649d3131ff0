import type { Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import { type EventMailLabels, eventMailLabels } from "./event-mail-labels";
import { fillHtml, fillText, type MailContent, type MailValue, valueHtml } from "./mail-content";
import { escapeHtml } from "./notice";
import { formatEventTime } from "./rsvp-templates";

/** The emails an organiser's action sends to registrants: a change, a cancellation, a message. */
export type OrganiserEmailKind = "event-changed" | "event-cancelled" | "event-seat-cancelled";

type Copy = { subject: string; headline: string; body: string };
type Labels = EventMailLabels & {
  was: string;
  now: string;
  calendarUpdated: string;
  calendarRemoved: string;
  about: string;
};

// {event} is the event's name.
const copies: Record<OrganiserEmailKind, Record<Language, Copy>> = {
  "event-changed": {
    en: {
      subject: "Updated: {event}",
      headline: "The event has changed",
      body: "The organisers changed the details of {event}. Your registration stays as it is; here is what changed.",
    },
    ar: {
      subject: "تحديث: {event}",
      headline: "تغيّرت تفاصيل الفعالية",
      body: "غيّر المنظمون تفاصيل {event}. يبقى تسجيلك كما هو، وإليك ما تغيّر.",
    },
    ur: {
      subject: "تبدیلی: {event}",
      headline: "ایونٹ میں تبدیلی ہوئی ہے",
      body: "منتظمین نے {event} کی تفصیلات تبدیل کی ہیں۔ آپ کی رجسٹریشن برقرار ہے؛ یہ رہی تبدیلی۔",
    },
  },
  "event-cancelled": {
    en: {
      subject: "Cancelled: {event}",
      headline: "The event is cancelled",
      body: "We are sorry: the organisers have cancelled {event}. Your registration is cancelled too, and there is nothing you need to do.",
    },
    ar: {
      subject: "أُلغيت الفعالية: {event}",
      headline: "أُلغيت الفعالية",
      body: "نعتذر: ألغى المنظمون {event}. وأُلغي تسجيلك كذلك، ولا يلزمك القيام بأي شيء.",
    },
    ur: {
      subject: "منسوخ: {event}",
      headline: "ایونٹ منسوخ ہو گیا ہے",
      body: "ہمیں افسوس ہے: منتظمین نے {event} منسوخ کر دیا ہے۔ آپ کی رجسٹریشن بھی منسوخ ہو گئی ہے، آپ کو کچھ کرنے کی ضرورت نہیں۔",
    },
  },
  "event-seat-cancelled": {
    en: {
      subject: "Your registration was cancelled by the organiser: {event}",
      headline: "Your registration was cancelled by the organiser",
      body: "The organisers of {event} have cancelled your registration, so your ticket is no longer valid. If you think this is a mistake, reply to this email.",
    },
    ar: {
      subject: "ألغى المنظم تسجيلك: {event}",
      headline: "ألغى المنظم تسجيلك",
      body: "ألغى منظمو {event} تسجيلك، لذا لم تعد تذكرتك صالحة. إن كنت ترى أن ذلك خطأ فيرجى الرد على هذه الرسالة.",
    },
    ur: {
      subject: "منتظم نے آپ کی رجسٹریشن منسوخ کر دی: {event}",
      headline: "منتظم نے آپ کی رجسٹریشن منسوخ کر دی",
      body: "{event} کے منتظمین نے آپ کی رجسٹریشن منسوخ کر دی ہے، اس لیے آپ کا ٹکٹ اب قابلِ استعمال نہیں۔ اگر آپ کے خیال میں یہ غلطی ہے تو اس ای میل کا جواب دیں۔",
    },
  },
};

const labels: Record<Language, Labels> = {
  en: {
    ...eventMailLabels.en,
    was: "Was",
    now: "Now",
    calendarUpdated: "The attached invite (event.ics) updates the event in your calendar.",
    calendarRemoved: "The attached invite (event.ics) removes the event from your calendar.",
    about: "About {event}",
  },
  ar: {
    ...eventMailLabels.ar,
    was: "كان",
    now: "أصبح",
    calendarUpdated: "الدعوة المرفقة (event.ics) تحدّث الفعالية في تقويمك.",
    calendarRemoved: "الدعوة المرفقة (event.ics) تزيل الفعالية من تقويمك.",
    about: "بخصوص {event}",
  },
  ur: {
    ...eventMailLabels.ur,
    was: "پہلے",
    now: "اب",
    calendarUpdated: "منسلک دعوت نامہ (event.ics) آپ کے کیلنڈر میں ایونٹ کو اپ ڈیٹ کر دیتا ہے۔",
    calendarRemoved: "منسلک دعوت نامہ (event.ics) ایونٹ کو آپ کے کیلنڈر سے ہٹا دیتا ہے۔",
    about: "{event} کے بارے میں",
  },
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

/** The time of an event as the reader reads it, on Riyadh's clock. */
export const whenText = (event: Pick<EventSummary, "startsAt" | "endsAt">, language: Language) =>
  `${formatEventTime(event, language)} (${labels[language].riyadhTime})`;
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
  const copy = copies[input.kind][input.language];
  const label = labels[input.language];
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
  const label = labels[input.language];
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
