import { z } from "zod";
import type { ShownIn } from "./content-language";
import type { EventCity } from "./enums";

/** The event's texts that admins write in English, Arabic and Urdu. */
export const eventTranslatedFields = ["name", "description", "highlights"] as const;

/**
 * One event as GET /api/events answers it. Times are ISO instants; pages render them in Asia/Riyadh.
 * Name, description and highlights are in the reader's language (English where missing: see shownIn).
 */
export type EventSummary = ShownIn<(typeof eventTranslatedFields)[number]> & {
  id: string;
  slug: string;
  name: string;
  city: EventCity | null;
  type: string;
  description: string;
  highlights: string[];
  venue: string;
  address: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** Capacity minus confirmed seats (never below 0). */
  spotsLeft: number;
  confirmedCount: number;
  waitlistCount: number;
  /** Open until the event starts, unless an admin closed registration or cancelled the event. */
  isRegistrationOpen: boolean;
  /** Set when the organiser cancelled the event (it stays listed, marked cancelled). */
  cancelledAt: string | null;
  isFlagship: boolean;
  whatsappGroupUrl: string | null;
};

/**
 * Whether the event is over: its end has passed (its start for an event without an end). Times are
 * ISO instants, so the comparison holds in Riyadh time whatever the device's zone. The same rule
 * that splits upcoming from past everywhere (a list's `endsAt >= now`); shared by API and app.
 */
export const eventHasEnded = (event: { startsAt: string; endsAt?: string | null }, now = new Date()) =>
  new Date(event.endsAt || event.startsAt).getTime() < now.getTime();

/**
 * True once the event has started: registration takes RSVPs only until the start (register.ts), so a
 * started event's registration cannot be reopened. Shared by the reopen use-case and the admin list.
 */
export const eventHasStarted = (event: { startsAt: string }, now = new Date()) =>
  new Date(event.startsAt).getTime() <= now.getTime();

/** GET /api/events?when=past: the past tab (latest first); upcoming by default. */
export const eventListQuerySchema = z.object({
  when: z.enum(["upcoming", "past"]).optional().default("upcoming"),
});
/** /api/events/{event}: an event's id or slug. */
export const eventParamSchema = z.object({ event: z.string().min(1).max(160) });
