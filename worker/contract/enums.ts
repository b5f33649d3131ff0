// Enum lists shared by DB columns, validators and the app's selects: one list per concept.
export const eventCities = ["riyadh", "khobar", "dammam"] as const;
export type EventCity = (typeof eventCities)[number];
export const eventCityNames: Record<EventCity, string> = {
  riyadh: "Riyadh",
  khobar: "Khobar",
  dammam: "Dammam",
};

export const eventTypes = ["Networking", "Professional", "Cultural"] as const;

export const membershipTierIds = ["basic", "premium", "executive"] as const;
export type MembershipTierId = (typeof membershipTierIds)[number];
/** Tier labels a user record may carry; anything unknown displays as Basic. */
export const membershipTierLabels = ["basic", "premium", "business", "corporate", "executive"] as const;
/**
 * The tier each label reads as: `standard` is the spec's name for Basic; `business` and `corporate` are
 * older labels kept valid (issue 7) that read as Premium and Executive. Zod-free, so pages can use it.
 */
export const tierForLabel: Record<(typeof membershipTierLabels)[number] | "standard", MembershipTierId> = {
  standard: "basic",
  basic: "basic",
  premium: "premium",
  executive: "executive",
  business: "premium",
  corporate: "executive",
};
/** The tier a stored or sent word displays as; no membership and unknown words read as Basic. */
export function displayTier(word: string | null | undefined): MembershipTierId {
  return word && Object.hasOwn(tierForLabel, word)
    ? tierForLabel[word as keyof typeof tierForLabel]
    : "basic";
}

export const jobCityFilters = ["Riyadh", "Jeddah", "Dhahran", "NEOM", "Makkah", "Medina", "Dammam"] as const;
export const jobCategoryFilters = [
  "Technology",
  "Finance",
  "Management",
  "Marketing",
  "Engineering",
  "Healthcare",
  "Education",
] as const;
export const jobTypes = ["Full-time", "Part-time", "Contract", "Internship"] as const;

export const whatsappGroupTypes = ["business", "jobs", "trade", "cultural", "general"] as const;
/** The /whatsapp-groups type filter: a group type or "all". */
export const whatsappTypeFilters = ["all", ...whatsappGroupTypes] as const;
export type WhatsappTypeFilter = (typeof whatsappTypeFilters)[number];

export const tenderCategories = [
  "Construction",
  "Technology",
  "Energy",
  "Healthcare",
  "Transportation",
] as const;
export const tenderStatuses = ["Active", "Closed"] as const;

/** Member-contributed content (jobs, businesses): submitted pending, then approved, rejected or hidden by an admin. */
export const moderationStatuses = ["pending", "approved", "rejected", "hidden"] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

export const mentorshipRequestStatuses = ["requested", "accepted", "declined", "done"] as const;
export type MentorshipRequestStatus = (typeof mentorshipRequestStatuses)[number];

/** What an admin can feature on /explore. */
export const featuredContentKinds = ["job", "business", "event", "thread", "tender", "link"] as const;
export type FeaturedContentKind = (typeof featuredContentKinds)[number];

/** The help centre's four categories. */
export const helpCategories = ["account", "membership", "events", "careers"] as const;
export type HelpCategory = (typeof helpCategories)[number];

export const testimonialPlacements = ["membership_card", "job_placement"] as const;

/** The composer's four post types (spec point 3). */
export const postTypes = ["standard", "trade_opportunity", "job_posting", "event"] as const;
export type PostType = (typeof postTypes)[number];

/** What a member is told about in their notification list. */
export const notificationKinds = ["comment", "like", "mention", "rsvp", "membership"] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const searchKinds = ["post", "job", "business", "thread", "member"] as const; // site search groups, in page order

/** Rows of the Cultural Calendar: Islamic dates (admins confirm sightings), national days, community events. */
export const culturalDateKinds = ["islamic", "national", "community"] as const;

/** Asr by the standard (Shafi'i, Maliki, Hanbali) shadow length, or the Hanafi one many Pakistanis follow. */
export const asrMethods = ["standard", "hanafi"] as const;
export type AsrMethod = (typeof asrMethods)[number];

export const languages = ["en", "ar", "ur"] as const;
export type Language = (typeof languages)[number];
