// Enum lists shared by DB columns, validators and the app's selects: one list per concept.
export const eventCities = ["riyadh", "khobar", "dammam"] as const;
export type EventCity = (typeof eventCities)[number];
export const eventCityNames: Record<EventCity, string> = {
  riyadh: "Riyadh",
  khobar: "Khobar",
  dammam: "Dammam",
};

export const eventTypes = ["Networking", "Professional", "Cultural"] as const;
export type EventType = (typeof eventTypes)[number];

/** The membership tiers a member record holds (the membership_tiers table's ids), in rank order. */
export const membershipTierIds = ["basic", "premium", "executive"] as const;
export type MembershipTierId = (typeof membershipTierIds)[number];
/** The tiers a member pays for; Basic is free. */
export const paidTierIds = ["premium", "executive"] as const satisfies readonly MembershipTierId[];
export type PaidTierId = (typeof paidTierIds)[number];
/** Premium and Executive (Executive is "Everything in Premium"): the tier gates' one question. */
export const isPaidTier = (tier: string | null | undefined): tier is PaidTierId => isOneOf(paidTierIds, tier);
/**
 * Words a registration may carry for a tier: the tier ids, `standard` (the spec's name for Basic) and
 * `business` and `corporate`, older labels kept valid (issue 7) that read as Premium and Executive.
 */
export const membershipTierWords = ["standard", ...membershipTierIds, "business", "corporate"] as const;
export type MembershipTierWord = (typeof membershipTierWords)[number];
/** The tier each word reads as. Zod-free, so pages can use it. */
export const tierForLabel: Record<MembershipTierWord, MembershipTierId> = {
  standard: "basic",
  basic: "basic",
  premium: "premium",
  executive: "executive",
  business: "premium",
  corporate: "executive",
};
/** The tier a stored or sent word displays as; no membership and unknown words read as Basic. */
export function displayTier(word: string | null | undefined): MembershipTierId {
  return word && Object.hasOwn(tierForLabel, word) ? tierForLabel[word as MembershipTierWord] : "basic";
}

// A member's city (registration, onboarding, the application, the profile, the directory) is one list
// with English, Arabic and Urdu names: worker/contract/cities.ts (issue 32), not spec point 9's lists.

/** Spec point 9: 25 professions, from Software Engineer to Legal Advisor, then Other (both membership forms). */
export const professions = [
  "Software Engineer",
  "Civil Engineer",
  "Mechanical Engineer",
  "Electrical Engineer",
  "Petroleum Engineer",
  "Chemical Engineer",
  "Project Manager",
  "IT Consultant",
  "Data Scientist",
  "Architect",
  "Doctor",
  "Nurse",
  "Pharmacist",
  "Accountant",
  "Financial Analyst",
  "Banker",
  "Teacher",
  "Professor",
  "Sales Manager",
  "Marketing Manager",
  "HR Manager",
  "Supply Chain Manager",
  "Business Owner",
  "Legal Advisor",
  "Other",
] as const;
export type Profession = (typeof professions)[number];

/**
 * Years of experience: onboarding's list (spec point 3: 0-1, 2-5, 6-10, 11-15, 16+). The membership
 * application has its own levels (spec point 9), below; the two forms ask different questions.
 */
export const onboardingExperienceLevels = ["0-1", "2-5", "6-10", "11-15", "16+"] as const;
export type OnboardingExperienceLevel = (typeof onboardingExperienceLevels)[number];
/** Spec point 9: the application's experience levels: entry (0-2 years), mid (3-5), senior (6-10), executive (10+). */
export const applicationExperienceLevels = ["entry", "mid", "senior", "executive"] as const;
export type ApplicationExperienceLevel = (typeof applicationExperienceLevels)[number];

/** Spec point 9's 12 job categories, also onboarding's industry list (the spec shows no other). */
export const industries = [
  "Oil & Gas",
  "Construction",
  "Information Technology",
  "Healthcare",
  "Finance & Banking",
  "Manufacturing",
  "Education",
  "Retail",
  "Hospitality",
  "Transportation",
  "Agriculture",
  "Real Estate",
] as const;
export type Industry = (typeof industries)[number];
/** The directory's 14 industries (spec point 9: "6 of 14 industries"): every member industry plus two. */
export const businessIndustries = [...industries, "Food & Beverage", "Professional Services"] as const;
export type BusinessIndustry = (typeof businessIndustries)[number];

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
export type JobType = (typeof jobTypes)[number];

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
/** An event photo's review state (members see approved ones). */
export const photoStatuses = ["pending", "approved", "rejected"] as const;
export type PhotoStatus = (typeof photoStatuses)[number];
export const moderationStatuses = ["pending", "approved", "rejected", "hidden"] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];
/** What an admin decided about a submitted business (emailed to its owner). */
export type BusinessDecision = Exclude<ModerationStatus, "pending">;

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
export const notificationKinds = [
  "comment",
  "like",
  "mention",
  "rsvp",
  "membership",
  "connection_request",
  "connection_accepted",
  // An admin made the reader a steward of an event; the link opens its door screen.
  "steward",
  // A campaign staff sent (issue 34): data.title is its subject in the reader's language.
  "announcement",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const searchKinds = ["post", "job", "business", "thread", "member"] as const; // site search groups, in page order

/** Rows of the Cultural Calendar: Islamic dates (admins confirm sightings), national days, community events. */
export const culturalDateKinds = ["islamic", "national", "community"] as const;

/** Asr by the standard (Shafi'i, Maliki, Hanbali) shadow length, or the Hanafi one many Pakistanis follow. */
export const asrMethods = ["standard", "hanafi"] as const;
export type AsrMethod = (typeof asrMethods)[number];

export const languages = ["en", "ar", "ur"] as const;
export type Language = (typeof languages)[number];

/** Languages a member speaks (the profile tab's chips), stored as these English words (spec point 9). */
export const spokenLanguages = ["English", "Arabic", "Urdu"] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

/** Spec point 3's profile time zones. */
export const profileTimeZones = ["Asia/Riyadh", "Asia/Karachi", "UTC"] as const;
export type ProfileTimeZone = (typeof profileTimeZones)[number];

export const memberRoles = ["member", "admin"] as const;
export type MemberRole = (typeof memberRoles)[number];
/** Suspended members cannot sign in or use the API until an admin restores them. */
export const accountStatuses = ["active", "suspended"] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** A paid membership's state: active while paid, expired once its period ended (null for Basic). */
export const subscriptionStatuses = ["active", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const rsvpStatuses = ["confirmed", "waitlisted", "cancelled"] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

export const paymentProviders = ["moyasar", "bank_transfer"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentStatuses = ["pending", "paid", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the member import does with a row whose email already has an account. */
export const importDuplicateModes = ["skip", "update"] as const;
export type ImportDuplicateMode = (typeof importDuplicateModes)[number];

export const applicationStatuses = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Every purpose the PDPL consent ledger knows. */
export const consentPurposes = [
  "terms",
  "privacy",
  "data_processing",
  "marketing",
  "profile_sharing",
  // Bulk mail a member can switch off (contract/mail-topics.ts); marketing above is the third.
  "announcements",
  "tender_alerts",
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** True when `value` is one of `list`'s words (narrowing it to them). */
export const isOneOf = <const T extends readonly string[]>(list: T, value: unknown): value is T[number] =>
  (list as readonly unknown[]).includes(value);
