import { z } from "zod";
import { eventCities, eventTypes, rsvpStatuses } from "./enums";
import type { EventSummary } from "./events";
import type { RsvpStatus } from "./rsvp";

const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.iso.datetime({ offset: true });

/** POST /api/admin/events and PUT /api/admin/events/:id (the same form creates and edits). */
export const adminEventSchema = z
  .object({
    name: text(160),
    city: z.enum(eventCities).nullable(),
    type: z.enum(eventTypes),
    description: text(4000),
    highlights: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    venue: text(200),
    address: text(300),
    startsAt: instant,
    endsAt: instant,
    capacity: z.number().int().min(1).max(100_000),
    whatsappGroupUrl: z.url().max(300).nullable().default(null),
    registrationOpen: z.boolean().default(true),
  })
  .refine((event) => new Date(event.endsAt) > new Date(event.startsAt), {
    error: "The event must end after it starts",
    path: ["endsAt"],
  });
export type AdminEventInput = z.input<typeof adminEventSchema>;
export type AdminEventData = z.output<typeof adminEventSchema>;

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

export type AdminEvent = EventSummary & { checkedInCount: number; registrationOpen: boolean };

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
};

export type CheckinTicket = { ticketCode: string; name: string; checkedInAt: string | null };
export type CheckinMatch = CheckinTicket & { email: string; status: RsvpStatus };
