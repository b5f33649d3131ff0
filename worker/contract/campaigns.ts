// /api/admin/campaigns (issue 34): staff message a segment of members by email, push and the bell, in
// each member's language. The contract the admin page (app/components/admin-campaigns/) and the worker
// (worker/domain/campaigns/) share; the segment rules themselves live in worker/domain/campaigns/segment.ts.
import { z } from "zod";
import { memberCities } from "./cities";
import { languages, membershipTierIds } from "./enums";

/** Promotional mail needs the member's marketing consent (PDPL); a service notice goes to everyone in the segment. */
export const campaignKinds = ["promotional", "service"] as const;
export type CampaignKind = (typeof campaignKinds)[number];

export const campaignChannels = ["email", "push", "inapp"] as const;
export type CampaignChannel = (typeof campaignChannels)[number];

/** Who in the chosen events: registered (a confirmed seat), checkedIn, or noShow (confirmed, never checked in, event over). */
export const segmentAttendance = ["registered", "checkedIn", "noShow"] as const;
export type SegmentAttendance = (typeof segmentAttendance)[number];

/**
 * draft: written, not sent; scheduled: sends at sendAt (Riyadh time chosen in the page, stored as UTC);
 * sending: recipients being written and queued; sent: every row written (delivery continues in the
 * outbox); cancelled: a draft or scheduled campaign called off.
 */
export const campaignStatuses = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

const MAX_DAYS = 3650;

/** Every filter is optional; an empty segment is every active account. Filters combine with AND, values in one filter with OR. */
export const segmentSchema = z
  .object({
    tiers: z
      .array(z.enum(membershipTierIds, { error: "Unknown membership tier" }))
      .max(3)
      .optional(),
    cities: z
      .array(z.enum(memberCities, { error: "Unknown city" }))
      .max(memberCities.length)
      .optional(),
    languages: z
      .array(z.enum(languages, { error: "Unknown language" }))
      .max(3)
      .optional(),
    status: z.enum(["active", "expired"], { error: "Status must be active or expired" }).optional(),
    expiresWithinDays: z
      .number({ error: "Days must be a number" })
      .int("Days must be a whole number")
      .min(1, "Days must be at least 1")
      .max(MAX_DAYS, `Days must be at most ${MAX_DAYS}`)
      .optional(),
    joinedWithinDays: z
      .number({ error: "Days must be a number" })
      .int("Days must be a whole number")
      .min(1, "Days must be at least 1")
      .max(MAX_DAYS, `Days must be at most ${MAX_DAYS}`)
      .optional(),
    eventIds: z.array(z.string().min(1).max(100)).max(50, "Choose at most 50 events").optional(),
    attendance: z
      .enum(segmentAttendance, { error: "Attendance must be registered, checkedIn or noShow" })
      .optional(),
  })
  .strict();
export type Segment = z.infer<typeof segmentSchema>;

/** English is required; Arabic and Urdu fall back to English (with English's direction) where missing. */
const localised = (max: number, label: string) =>
  z.object({
    en: z.string().trim().min(1, `${label} in English is required`).max(max, `${label} is too long`),
    ar: z.string().trim().max(max, `${label} is too long`).optional(),
    ur: z.string().trim().max(max, `${label} is too long`).optional(),
  });
export const campaignSubjectSchema = localised(200, "Subject");
export const campaignBodySchema = localised(20_000, "Message");
export type LocalisedText = z.infer<typeof campaignSubjectSchema>;

/** POST /api/admin/campaigns/preview */
export const campaignPreviewSchema = z.object({
  segment: segmentSchema,
  /** The kind decides whether marketing consent is required (promotional). Default promotional. */
  kind: z.enum(campaignKinds).optional(),
});

/** A member of the preview's sample: enough to recognise them, nothing more. */
export type SegmentSampleMember = {
  userId: string;
  name: string;
  email: string;
  language: (typeof languages)[number];
  tier: (typeof membershipTierIds)[number];
  city: string | null;
};
export type CampaignPreview = { count: number; sample: SegmentSampleMember[] };

/** POST /api/admin/campaigns: creates a draft (or a scheduled campaign when sendAt is given). */
export const campaignCreateSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  kind: z.enum(campaignKinds, { error: "Kind must be promotional or service" }),
  segment: segmentSchema,
  channels: z
    .array(z.enum(campaignChannels, { error: "Channels are email, push and inapp" }))
    .min(1, "Choose at least one channel")
    .max(3),
  subject: campaignSubjectSchema,
  body: campaignBodySchema,
  /** ISO date-time with offset (the page sends Riyadh time, +03:00); must be in the future. */
  sendAt: z.iso.datetime({ offset: true, error: "Send time must be a date and time" }).optional(),
});
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;
export type CampaignCreated = { id: string; recipients: number };

/** POST /api/admin/campaigns/{id}/test: the campaign as one member would get it, mailed to the admin. */
export const campaignTestSchema = z.object({ language: z.enum(languages).optional() });

/** POST /api/admin/campaigns/{id}/render: how a chosen member will see it (their language, direction). */
export const campaignRenderSchema = z.object({ userId: z.string().min(1).max(100) });
export type CampaignRendered = {
  language: (typeof languages)[number];
  dir: "ltr" | "rtl";
  subject: string;
  /** The mail's HTML as sent (with the unsubscribe footer for that member). */
  html: string;
  text: string;
  /** The channels this member would get (consent and switched-off kinds applied). */
  channels: CampaignChannel[];
};

export const campaignIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * GET /api/campaigns/{id}/for-me: the announcement as the signed-in member it reached reads it (the
 * bell notice and the push open /announcements/{id}), in the language their mail uses.
 */
export type CampaignForMe = {
  subject: string;
  /** Plain text as the admin wrote it: blank lines part paragraphs. */
  body: string;
  language: (typeof languages)[number];
  dir: "ltr" | "rtl";
  /** When sending started. */
  sentAt: string | null;
};

/**
 * The web addresses in a campaign's plain-text body that become links, in the mail and on the app's
 * announcement page alike: http(s) only, without the punctuation that ends the sentence around them.
 */
export const campaignLinkPattern = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** GET /api/admin/campaigns/{id} (the contract's fields first). */
export type CampaignDetail = {
  id: string;
  name: string;
  kind: CampaignKind;
  status: CampaignStatus;
  segment: Segment;
  channels: CampaignChannel[];
  subject: LocalisedText;
  body: LocalisedText;
  sendAt: string | null;
  createdAt: string;
  createdByName: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Members the campaign was (or, before sending, would be) written for. */
  recipients: number;
  /** Email rows waiting in the outbox (pending or sending). */
  queued: number;
  sent: number;
  failed: number;
  /** Recipients who unsubscribed through this campaign's link. */
  unsubscribed: number;
  /** Per channel counts: written rows for push and inapp, the same four for email. */
  pushes: number;
  notices: number;
  /** The failed mails, newest first (at most 100). */
  failures: { to: string; reason: string; at: string }[];
};

/** GET /api/admin/campaigns: newest first. */
export type CampaignSummary = Pick<
  CampaignDetail,
  "id" | "name" | "kind" | "status" | "channels" | "sendAt" | "createdAt" | "recipients" | "sent" | "failed"
>;
export type CampaignList = { campaigns: CampaignSummary[] };
