import { z } from "zod";
import type { RsvpStatus } from "./enums";
import type { EventSummary } from "./events";

/** Spec point 3's RSVP payload; point 5's required fields (name, email, phone, profession, company). */
export const rsvpSchema = z.object({
  name: z.string().trim().min(1, { error: "Full name is required" }).max(120),
  email: z.email({ error: "Valid email is required" }),
  phone: z.string().trim().min(1, { error: "Phone number is required" }).max(40),
  linkedin: z.string().trim().max(300).optional().default(""),
  profession: z.string().trim().min(1, { error: "Profession is required" }).max(120),
  company: z.string().trim().min(1, { error: "Company is required" }).max(120),
  expectations: z.string().trim().max(2000).optional().default(""),
  /** The city's display name (Riyadh, Khobar, Dammam), as the spec sends it. */
  city: z.string().trim().min(1).max(40),
});
export type RsvpInput = z.input<typeof rsvpSchema>;

/** POST /api/events/rsvp/cancel: the token from the cancel link in every RSVP email. */
export const rsvpCancelSchema = z.object({ token: z.string().min(16) });

export type { RsvpStatus };

/** What POST /api/events/rsvp answers (201 new, 200 when this email was already registered). */
export type RsvpResult = {
  created: boolean;
  rsvp: {
    id: string;
    status: RsvpStatus;
    /** 1-based place on the waitlist, or null when not waitlisted. */
    waitlistPosition: number | null;
    /** The ticket QR's content, only for a confirmed seat. */
    ticketCode: string | null;
  };
  event: EventSummary;
};

/** GET /api/events/rsvps/mine: the signed-in member's registrations. */
export type MemberRsvp = {
  id: string;
  status: RsvpStatus;
  ticketCode: string | null;
  cancelToken: string;
  checkedInAt: string | null;
  event: { id: string; name: string; city: string | null; startsAt: string; venue: string };
};
