import { z } from "zod";
import type { RsvpStatus } from "./enums";
import type { EventSummary } from "./events";
import { phoneSchema } from "./phone-schemas";

/** Spec point 3's RSVP payload; point 5's required fields (name, email, phone, profession, company). */
export const rsvpSchema = z
  .object({
    name: z.string().trim().min(1, { error: "Full name is required" }).max(120),
    email: z.email({ error: "Valid email is required" }),
    phone: phoneSchema("Phone number is required"),
    linkedin: z.string().trim().max(300).optional().default(""),
    profession: z.string().trim().min(1, { error: "Profession is required" }).max(120),
    company: z.string().trim().min(1, { error: "Company is required" }).max(120),
    expectations: z.string().trim().max(2000).optional().default(""),
    /** The city's display name (Riyadh, Khobar, Dammam), as the spec sends it: the city's next event. */
    city: z.string().trim().min(1).max(40).optional(),
    /** The event itself (its id or slug), as /events/{slug} sends it; wins over city. */
    event: z.string().trim().min(1).max(160).optional(),
  })
  .refine((rsvp) => rsvp.city || rsvp.event, { error: "Choose an event", path: ["event"] });
export type RsvpInput = z.input<typeof rsvpSchema>;

/** GET /api/events/tickets/{token}: the same secret, from the ticket link in every RSVP email. */
export const ticketTokenSchema = z.object({ token: z.string().min(16).max(100) });

/** POST /api/events/rsvp/cancel: the token from the cancel link in every RSVP email. */
export const rsvpCancelSchema = z.object({ token: z.string().min(16) });

export type { RsvpStatus };

/**
 * What POST /api/events/rsvp answers: 201 for a new registration, 200 when this email was already
 * registered. The ticket goes only to its signed-in owner: anyone else typing a registered email gets
 * `rsvp: null` and `alreadyRegistered: true` ("we have emailed the ticket again", at most once per
 * address every RESEND_TICKET_MINUTES).
 */
export type RsvpResult = {
  created: boolean;
  alreadyRegistered: boolean;
  rsvp: {
    id: string;
    status: RsvpStatus;
    /** 1-based place on the waitlist, or null when not waitlisted. */
    waitlistPosition: number | null;
    /** The ticket QR's content, only for a confirmed seat. */
    ticketCode: string | null;
    /** The owner's secret: opens /tickets/{token} and cancels like the email's link. */
    cancelToken: string;
  } | null;
  event: EventSummary;
};

/** How often an already-registered address may have its ticket emailed again by typing it in. */
export const RESEND_TICKET_MINUTES = 10;

// The ticket's shape lives in ./tickets (no zod in it, so the app's ticket card does not load the
// RSVP schema and the phone library with it); re-exported for the worker's imports of this module.
export { type MemberRsvp, type Ticket, type TicketEvent, ticketEventOf } from "./tickets";
