import type { Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import { type EventMailLabels, eventMailLabels } from "./event-mail-labels";
import { EVENT_TIMEZONE } from "./ics";
import { fillHtml, fillText, type MailValue, valueHtml } from "./mail-content";
import type { EmailKind } from "./mailer";
import { escapeHtml } from "./notice";

export type RsvpEmailKind = Extract<EmailKind, `rsvp-${string}`>;

type Copy = {
  subject: string;
  headline: string;
  body: string;
};

type Labels = EventMailLabels & {
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

// RSVP emails in the registrant's language. {event} is the event's name, {position} the waitlist place.
const copies: Record<RsvpEmailKind, Record<Language, Copy>> = {
  "rsvp-confirmed": {
    en: {
      subject: "RSVP Confirmed! {event}",
      headline: "RSVP Confirmed!",
      body: "Your seat at {event} is confirmed. Here are the event details; we look forward to seeing you.",
    },
    ar: {
      subject: "تم تأكيد تسجيلك! {event}",
      headline: "تم تأكيد تسجيلك!",
      body: "تم تأكيد مقعدك في {event}. إليك تفاصيل الفعالية، ونتطلع إلى لقائك.",
    },
    ur: {
      subject: "RSVP کی تصدیق ہو گئی! {event}",
      headline: "RSVP کی تصدیق ہو گئی!",
      body: "{event} میں آپ کی نشست کی تصدیق ہو گئی ہے۔ ایونٹ کی تفصیلات درج ذیل ہیں، ہم آپ سے ملنے کے منتظر ہیں۔",
    },
  },
  "rsvp-waitlisted": {
    en: {
      subject: "You are on the waitlist: {event}",
      headline: "You are on the waitlist",
      body: "{event} is full right now. If a seat opens up, it goes to the next person on the waitlist and we will email you straight away.",
    },
    ar: {
      subject: "أنت على قائمة الانتظار: {event}",
      headline: "أنت على قائمة الانتظار",
      body: "اكتمل عدد المقاعد في {event} حاليًا. إذا توفر مقعد فسيُمنح للشخص التالي في قائمة الانتظار وسنراسلك فورًا.",
    },
    ur: {
      subject: "آپ ویٹنگ لسٹ پر ہیں: {event}",
      headline: "آپ ویٹنگ لسٹ پر ہیں",
      body: "{event} کی تمام نشستیں اس وقت بھر چکی ہیں۔ اگر کوئی نشست خالی ہوئی تو وہ ویٹنگ لسٹ میں اگلے شخص کو ملے گی اور ہم آپ کو فوراً ای میل کریں گے۔",
    },
  },
  "rsvp-promoted": {
    en: {
      subject: "A seat opened up: you're confirmed for {event}",
      headline: "Good news: you're confirmed!",
      body: "A seat opened up at {event} and it is now yours. Here are the event details; we look forward to seeing you.",
    },
    ar: {
      subject: "توفر مقعد: تم تأكيد حضورك في {event}",
      headline: "خبر سار: تم تأكيد حضورك!",
      body: "توفر مقعد في {event} وأصبح الآن لك. إليك تفاصيل الفعالية، ونتطلع إلى لقائك.",
    },
    ur: {
      subject: "ایک نشست خالی ہوئی: {event} کے لیے آپ کی تصدیق ہو گئی",
      headline: "خوشخبری: آپ کی تصدیق ہو گئی!",
      body: "{event} میں ایک نشست خالی ہوئی اور اب وہ آپ کی ہے۔ ایونٹ کی تفصیلات درج ذیل ہیں، ہم آپ سے ملنے کے منتظر ہیں۔",
    },
  },
  "rsvp-reminder": {
    en: {
      subject: "Tomorrow: {event}",
      headline: "See you tomorrow!",
      body: "A reminder that {event} is coming up. Your ticket is below: show its QR code at the entrance.",
    },
    ar: {
      subject: "غدًا: {event}",
      headline: "نراك غدًا!",
      body: "تذكير بأن موعد {event} قد اقترب. تذكرتك أدناه: أظهر رمز QR عند المدخل.",
    },
    ur: {
      subject: "کل: {event}",
      headline: "کل ملاقات ہو گی!",
      body: "یاد دہانی: {event} قریب ہے۔ آپ کا ٹکٹ نیچے ہے: داخلے پر اس کا QR کوڈ دکھائیں۔",
    },
  },
  "rsvp-cancelled": {
    en: {
      subject: "Your registration is cancelled: {event}",
      headline: "Your registration is cancelled",
      body: "Your registration for {event} is cancelled and your seat has been released. We hope to see you at a future event.",
    },
    ar: {
      subject: "تم إلغاء تسجيلك: {event}",
      headline: "تم إلغاء تسجيلك",
      body: "تم إلغاء تسجيلك في {event} وإتاحة مقعدك لغيرك. نأمل أن نراك في فعالية قادمة.",
    },
    ur: {
      subject: "آپ کی رجسٹریشن منسوخ ہو گئی: {event}",
      headline: "آپ کی رجسٹریشن منسوخ ہو گئی",
      body: "{event} کے لیے آپ کی رجسٹریشن منسوخ کر دی گئی ہے اور آپ کی نشست خالی کر دی گئی ہے۔ امید ہے کسی اگلے ایونٹ میں ملاقات ہو گی۔",
    },
  },
};

const labels: Record<Language, Labels> = {
  en: {
    ...eventMailLabels.en,
    ticket: "Your ticket code: {code}",
    qrAttached:
      "Show the QR code at the entrance: it is attached to this email (ticket-qr.png). You can also read out the ticket code above.",
    calendarAttached: "Add the event to your calendar with the attached invite (event.ics).",
    cancelIntro: "Can't come? Cancel here so someone on the waitlist gets your seat:",
    cancelAction: "Cancel my registration",
    waitlistPosition: "Your place on the waitlist: {position}",
    waitlistNoPosition: "You are on the waitlist.",
    ticketLinkIntro: "Your ticket and its status, any time:",
    ticketLinkAction: "View my ticket",
  },
  ar: {
    ...eventMailLabels.ar,
    ticket: "رمز تذكرتك: {code}",
    qrAttached:
      "أظهر رمز QR عند المدخل: تجده مرفقًا بهذه الرسالة (ticket-qr.png). ويمكنك أيضًا ذكر رمز التذكرة أعلاه.",
    calendarAttached: "أضف الفعالية إلى تقويمك عبر الدعوة المرفقة (event.ics).",
    cancelIntro: "لن تتمكن من الحضور؟ ألغِ تسجيلك هنا ليحصل شخص من قائمة الانتظار على مقعدك:",
    cancelAction: "إلغاء تسجيلي",
    waitlistPosition: "ترتيبك في قائمة الانتظار: {position}",
    waitlistNoPosition: "أنت على قائمة الانتظار.",
    ticketLinkIntro: "تذكرتك وحالتها في أي وقت:",
    ticketLinkAction: "عرض تذكرتي",
  },
  ur: {
    ...eventMailLabels.ur,
    ticket: "آپ کا ٹکٹ کوڈ: {code}",
    qrAttached:
      "داخلے پر QR کوڈ دکھائیں: یہ اس ای میل کے ساتھ منسلک ہے (ticket-qr.png)۔ آپ اوپر دیا گیا ٹکٹ کوڈ بھی بتا سکتے ہیں۔",
    calendarAttached: "منسلک دعوت نامے (event.ics) سے ایونٹ کو اپنے کیلنڈر میں شامل کریں۔",
    cancelIntro: "نہیں آ سکتے؟ یہاں منسوخ کریں تاکہ ویٹنگ لسٹ میں موجود کسی شخص کو آپ کی نشست مل جائے:",
    cancelAction: "میری رجسٹریشن منسوخ کریں",
    waitlistPosition: "ویٹنگ لسٹ میں آپ کا نمبر: {position}",
    waitlistNoPosition: "آپ ویٹنگ لسٹ پر ہیں۔",
    ticketLinkIntro: "آپ کا ٹکٹ اور اس کی صورتحال، کسی بھی وقت:",
    ticketLinkAction: "میرا ٹکٹ دیکھیں",
  },
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
  const copy = copies[input.kind][input.language];
  const label = labels[input.language];
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
