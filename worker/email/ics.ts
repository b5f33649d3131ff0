import type { EmailAttachment } from "../db/schema";

/** Events happen in Saudi Arabia: Asia/Riyadh is UTC+03:00 all year (no daylight saving). */
export const EVENT_TIMEZONE = "Asia/Riyadh";
const RIYADH_OFFSET_MS = 3 * 3_600_000;

export type CalendarEvent = {
  /** Stable per registration, so a second invite updates the first: `${rsvpId}@sppc`. */
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  url?: string;
  /** RFC 5545 SEQUENCE: 0 for the first invite, raised by each change of time or place. */
  sequence?: number;
  /** The organiser cancelled the event: METHOD:CANCEL with STATUS:CANCELLED removes it from calendars. */
  cancelled?: boolean;
  /** A waitlisted person's copy: STATUS:TENTATIVE, they do not hold a seat yet. */
  tentative?: boolean;
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20250301T190000: the wall-clock time in Riyadh (for DTSTART;TZID=Asia/Riyadh). */
export function riyadhLocalStamp(iso: string): string {
  const d = new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** 20250301T160000Z (for DTSTAMP). */
export function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines are escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded with CRLF + one space. Counted in
 * UTF-8 octets and split only between code points, so multi-byte characters stay whole.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    if (octets + size > 75) {
      out.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  out.push(current);
  return out.join("\r\n");
}

const methodOf = (event: CalendarEvent) => (event.cancelled ? "CANCEL" : "PUBLISH");

/**
 * A VCALENDAR (METHOD:PUBLISH, or CANCEL for a cancelled event) with the Riyadh VTIMEZONE and one
 * VEVENT, lines ending in CRLF. A later invite with the same UID and a higher SEQUENCE replaces it.
 */
export function buildIcs(event: CalendarEvent, now = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SPPC//Events//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${methodOf(event)}`,
    "BEGIN:VTIMEZONE",
    `TZID:${EVENT_TIMEZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0300",
    "TZOFFSETTO:+0300",
    "TZNAME:+03",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTART;TZID=${EVENT_TIMEZONE}:${riyadhLocalStamp(event.startsAt)}`,
    `DTEND;TZID=${EVENT_TIMEZONE}:${riyadhLocalStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : event.tentative ? "TENTATIVE" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

/** Standard base64 of bytes (attachments are stored and sent base64-encoded). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function icsAttachment(event: CalendarEvent, now = new Date()): EmailAttachment {
  return {
    filename: "event.ics",
    type: `text/calendar; charset=utf-8; method=${methodOf(event)}`,
    content: toBase64(encoder.encode(buildIcs(event, now))),
  };
}
