import { z } from "zod";
import type { ShownIn } from "./content-language";
import { type MentorshipRequestStatus, mentorshipRequestStatuses } from "./enums";
import { isRealIsoDay } from "./iso-day";

/** A mentor as /mentorship shows it (GET /api/mentorship/mentors). Contact details stay private. */
export type MentorSummary = {
  id: string;
  slug: string;
  name: string;
  title: string;
  company: string;
  expertise: string[];
  experience: string;
  rating: number;
  sessions: number;
  imageUrl: string | null;
  bio: string | null;
};

/** GET /api/mentorship/programs, in the admins' order. */
/** The program's texts that admins write in English, Arabic and Urdu. */
export const programTranslatedFields = ["title", "duration", "format", "description", "features"] as const;

/** A program on /mentorship, its texts in the reader's language (English where missing: see shownIn). */
export type MentorshipProgram = ShownIn<(typeof programTranslatedFields)[number]> & {
  id: string;
  slug: string;
  title: string;
  duration: string;
  format: string;
  description: string;
  features: string[];
};

/** One booking request as its mentee, its mentor and admins see it. */
export type MentorshipRequestView = {
  id: string;
  status: MentorshipRequestStatus;
  topic: string;
  message: string;
  /** YYYY-MM-DD, or null for "any time". */
  preferredDate: string | null;
  responseNote: string | null;
  createdAt: string;
  updatedAt: string | null;
  mentor: { slug: string; name: string; title: string; company: string };
  /** The member who asked: shown to the mentor and admins so they can reply. */
  mentee: { name: string; email: string };
};

/** GET /api/mentorship/requests/incoming: isMentor is false for members not linked to a mentor. */
export type IncomingRequests = { isMentor: boolean; requests: MentorshipRequestView[] };

export const TOPIC_MIN = 3;
export const TOPIC_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const NOTE_MAX = 1000;

/** Today as YYYY-MM-DD in UTC: Saudi Arabia (UTC+3) is never behind it, so no member's today is refused. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const isRealDate = isRealIsoDay;

/** POST /api/mentorship/requests ('Book session'); the app's form validates with the same schema. */
export const mentorshipRequestSchema = z.object({
  mentorSlug: z.string().trim().min(1, "Choose a mentor").max(200),
  topic: z
    .string()
    .trim()
    .min(TOPIC_MIN, `The topic needs at least ${TOPIC_MIN} characters`)
    .max(TOPIC_MAX, `The topic can have at most ${TOPIC_MAX} characters`),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN, `The message needs at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `The message can have at most ${MESSAGE_MAX} characters`),
  preferredDate: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || isRealDate(value), "Use a date like 2026-12-31")
    .refine(
      (value) => value === null || !isRealDate(value) || value >= todayUtc(),
      "Choose a date that is not in the past",
    ),
});
export type MentorshipRequestInput = z.input<typeof mentorshipRequestSchema>;

/** POST .../requests/:id/status: what the mentor (or an admin) decides, with an optional note to the mentee. */
export const requestStatusChangeSchema = z.object({
  status: z.enum(mentorshipRequestStatuses),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, `The note can have at most ${NOTE_MAX} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type RequestStatusChange = z.output<typeof requestStatusChangeSchema>;

/** The moves a request may make: requested, then accepted or declined; accepted, then done. */
export const allowedTransitions: Record<MentorshipRequestStatus, readonly MentorshipRequestStatus[]> = {
  requested: ["accepted", "declined"],
  accepted: ["done"],
  declined: [],
  done: [],
};

/** The admin list's filter: one status or all. */
export const requestStatusFilterSchema = z.object({
  status: z
    .union([z.enum(mentorshipRequestStatuses), z.literal("all"), z.literal("")])
    .optional()
    .transform((value) => (value === "all" || !value ? undefined : value)),
});
