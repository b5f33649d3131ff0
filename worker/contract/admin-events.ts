import { z } from "zod";
import { optionalTranslatedList, optionalTranslation } from "./content-language";
import { eventCities, eventTypes, rsvpStatuses } from "./enums";
import type { EventSummary } from "./events";
import type { RsvpStatus } from "./rsvp";

const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.iso.datetime({ offset: true });

/** WhatsApp's own link hosts: a group invite (chat.whatsapp.com), a chat (wa.me) or a channel. */
const whatsappHosts = ["chat.whatsapp.com", "wa.me", "whatsapp.com", "www.whatsapp.com"];
export const isWhatsappLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && whatsappHosts.includes(url.hostname);
  } catch {
    return false;
  }
};

/** POST /api/admin/events and PUT /api/admin/events/:id (the same form creates and edits). */
export const adminEventSchema = z
  .object({
    name: text(160),
    city: z.enum(eventCities).nullable(),
    type: z.enum(eventTypes),
    description: text(4000),
    highlights: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    nameAr: optionalTranslation(160),
    nameUr: optionalTranslation(160),
    descriptionAr: optionalTranslation(4000),
    descriptionUr: optionalTranslation(4000),
    highlightsAr: optionalTranslatedList(200, 20),
    highlightsUr: optionalTranslatedList(200, 20),
    venue: text(200),
    address: text(300),
    startsAt: instant,
    endsAt: instant,
    capacity: z.number().int().min(1).max(100_000),
    whatsappGroupUrl: z
      .url()
      .max(300)
      .refine(isWhatsappLink, { error: "Use an https link to chat.whatsapp.com or wa.me" })
      .nullable()
      .default(null),
    registrationOpen: z.boolean().default(true),
  })
  .refine((event) => new Date(event.endsAt) > new Date(event.startsAt), {
    error: "The event must end after it starts",
    path: ["endsAt"],
  });
export type AdminEventInput = z.input<typeof adminEventSchema>;
export type AdminEventData = z.output<typeof adminEventSchema>;

/** A start in the past is refused when creating; an event that already happened can still be edited. */
export const startsInFuture = (event: { startsAt: string }, now = new Date()) =>
  new Date(event.startsAt) > now;

/** POST /api/admin/events: the form's rules plus a start that has not passed yet. */
export const adminEventCreateSchema = adminEventSchema.refine((event) => startsInFuture(event), {
  error: "A new event cannot start in the past",
  path: ["startsAt"],
});

/** Who an organiser's message goes to: seated people, the waitlist, or both. */
export const messageAudiences = ["confirmed", "waitlisted", "both"] as const;
export type MessageAudience = (typeof messageAudiences)[number];

/**
 * POST /api/admin/events/:id/message: without `confirm` it only answers the count and a preview; with
 * it, one email per recipient. The same message (audience, subject, body) is sent once, however often
 * it is confirmed (a double click).
 */
export const eventMessageSchema = z.object({
  audience: z.enum(messageAudiences),
  subject: text(200),
  body: text(5000),
  confirm: z.boolean().optional().default(false),
});
export type EventMessageInput = z.input<typeof eventMessageSchema>;

export type EventMessageAnswer = {
  /** People the message goes (or went) to. */
  count: number;
  sent: boolean;
  /** What the first recipient gets (in English when nobody is registered). */
  preview: { subject: string; text: string };
};

/** PUT /api/admin/events/:id: the event, who was emailed about a change of time or place, who got a seat. */
export type EventUpdateAnswer = { event: AdminEvent; notified: number; promoted: number };

/** POST /api/admin/events/:id/cancel */
export type EventCancelAnswer = { event: AdminEvent; emailed: number };

/** PUT /api/admin/events/:id/rsvps/:rsvpId */
export const adminRsvpEditSchema = z.object({
  name: text(120),
  phone: text(40),
  company: text(120),
  profession: text(120),
});
export type AdminRsvpEdit = z.input<typeof adminRsvpEditSchema>;

export const rsvpFilterSchema = z.object({
  q: z.string().trim().max(120).optional().default(""),
  status: z.enum(rsvpStatuses).optional(),
});

export const stewardSchema = z.object({ email: z.email() });

export const checkinSchema = z.object({
  ticketCode: z.string().trim().min(1).max(200),
  /** When the door device scanned it, for check-ins made offline and synced later (ISO). */
  scannedAt: z.iso.datetime().optional(),
});

/** An event as admins edit it: the English texts (name, description, highlights) and their versions. */
export type AdminEvent = EventSummary &
  EventTranslations & { checkedInCount: number; registrationOpen: boolean };
export type EventTranslations = {
  nameAr: string | null;
  nameUr: string | null;
  descriptionAr: string | null;
  descriptionUr: string | null;
  highlightsAr: string[] | null;
  highlightsUr: string[] | null;
};

export type AdminRsvp = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  profession: string;
  status: RsvpStatus;
  ticketCode: string;
  checkedInAt: string | null;
  createdAt: string;
};

export type Steward = { userId: string; name: string; email: string };

export const checkinResults = [
  "checked_in",
  "already_checked_in",
  "wrong_event",
  "not_found",
  "not_confirmed",
] as const;
export type CheckinResult = (typeof checkinResults)[number];

export type CheckinAnswer = {
  result: CheckinResult;
  attendee?: { name: string; checkedInAt: string | null };
  /** With not_confirmed: why there is no seat (waitlisted or cancelled). */
  status?: RsvpStatus;
};

/** GET /api/events/checkin/:eventId/tickets: every registration, so the door can tell "no seat" offline. */
export type CheckinTicket = {
  ticketCode: string;
  name: string;
  status: RsvpStatus;
  checkedInAt: string | null;
};
/**
 * GET /api/events/checkin/:eventId/search: a door match is a ticket (name, code, seat). Never the
 * email, for stewards and admins alike: a steward is a volunteer at the door, not someone the
 * attendees gave their address to; a typed address still finds its registration.
 */
export type CheckinMatch = CheckinTicket;

/** GET /api/events/checkin/:eventId/stats: "Checked in X of Y", confirmed tickets only. */
export type CheckinStats = { checkedIn: number; confirmed: number };
