import { type EventCity, type EventType, eventTypes } from "../../../worker/contract/enums";
import type { Language } from "../../i18n/define";
import type { EventsPageTexts } from "../../i18n/messages/events-page";
import { dateTimeFormat } from "../../lib/intl-formats";

// Events happen in Saudi Arabia: times show in Riyadh time whatever the device's zone.
const TIME_ZONE = "Asia/Riyadh";
/** Asia/Riyadh is UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** "27 Nov 2026, 18:00 – 21:00": an event's date and times as a card shows them, in Riyadh time. */
export function formatEventWhen(language: string, startsAt: string, endsAt: string): string {
  return dateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).formatRange(new Date(startsAt), new Date(endsAt));
}

export function formatEventDate(language: Language, startsAt: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: TIME_ZONE }).format(
    new Date(startsAt),
  );
}

export function formatEventTimes(language: Language, startsAt: string, endsAt: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: TIME_ZONE }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );
}

/** "2025-08-22T18:00:00+03:00": the instant as Riyadh wall-clock time, as schema.org prefers. */
export function riyadhIso(iso: string): string {
  const local = new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString();
  return `${local.slice(0, 19)}+03:00`;
}

export const cityTextKey = {
  riyadh: "cityRiyadh",
  khobar: "cityKhobar",
  dammam: "cityDammam",
} as const satisfies Record<EventCity, string>;

/** An event's type ("Networking"...) as the events catalog names it in the reader's language. */
export const eventTypeKey = {
  Networking: "categoryNetworking",
  Professional: "categoryProfessional",
  Cultural: "categoryCultural",
} as const satisfies Record<EventType, keyof EventsPageTexts>;

/** The type as one of the known ones (the API answers a string), or undefined for anything else. */
export const knownEventType = (type: string) =>
  eventTypes.find((known): known is EventType => known === type);
