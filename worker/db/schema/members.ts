import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  accountStatuses,
  asrMethods,
  industries,
  languages,
  memberRoles,
  membershipTierIds,
  onboardingExperienceLevels,
  subscriptionStatuses,
} from "../../contract/enums";
import { user } from "./auth";
import { createdAt, stringList } from "./columns";

/** The community profile of an account (spec point 3's current user), one row per auth user. */
export const members = sqliteTable(
  "members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: memberRoles }).notNull().default("member"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    title: text("title"),
    company: text("company"),
    /** The city: one of contract/cities.ts's ids; a value no id matched yet is kept as written. */
    location: text("location"),
    bio: text("bio"),
    skills: stringList("skills"),
    languages: text("languages", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'["EN","Arabic","Urdu"]'`),
    industry: text("industry", { enum: industries }),
    experience: text("experience", { enum: onboardingExperienceLevels }),
    linkedinUrl: text("linkedin_url"),
    interests: text("interests"),
    prayerTimesEnabled: integer("prayer_times_enabled", { mode: "boolean" }).notNull().default(true),
    /** Asr time for the prayer widget: standard shadow length or Hanafi (preferences). */
    asrMethod: text("asr_method", { enum: asrMethods }).notNull().default("standard"),
    preferredLanguage: text("preferred_language", { enum: languages }).notNull().default("en"),
    timeZone: text("time_zone").notNull().default("UTC"),
    membershipTier: text("membership_tier", { enum: membershipTierIds }).notNull().default("basic"),
    membershipId: text("membership_id").unique(),
    /**
     * When the current paid period ends (ISO); null for Basic, which does not expire. Past it, Basic
     * benefits apply. Indexed: the members list filters and sorts by it, the renewal job ranges over it.
     */
    membershipValidUntil: text("membership_valid_until"),
    /** When the member first got a membership id (the card's "member since"). */
    membershipSince: text("membership_since"),
    subscriptionStatus: text("subscription_status", { enum: subscriptionStatuses }),
    profileCompleted: integer("profile_completed", { mode: "boolean" }).notNull().default(false),
    onboardingCompletedAt: text("onboarding_completed_at"),
    halalCertified: integer("halal_certified", { mode: "boolean" }).notNull().default(false),
    /** R2 key of the profile photo, served through /api/profile/photo/:userId. */
    photoKey: text("photo_key"),
    /** ISO time the member last used a session (refreshed at most daily); drives the 2-year retention rule. */
    lastActiveAt: text("last_active_at"),
    /** When the "deleted in 30 days" inactivity email went out; cleared by any later activity. */
    inactivityWarnedAt: text("inactivity_warned_at"),
    accountStatus: text("account_status", { enum: accountStatuses }).notNull().default("active"),
    suspendedAt: text("suspended_at"),
    suspendedReason: text("suspended_reason"),
    /** Set when the admin member import created this member (they get the welcome email). */
    importedAt: text("imported_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    // Also covers the renewals-due report's tier, city and status (worker/domain/insights/renewals.ts).
    index("members_valid_until_idx").on(
      t.membershipValidUntil,
      t.membershipTier,
      t.location,
      t.accountStatus,
    ),
    // A report's city filter on payments (revenue, renewal rate) reads the member's city from here.
    index("members_user_city_idx").on(t.userId, t.location),
    // Covers the members-over-time report (worker/domain/insights/members-by-tier.ts): it reads the
    // index alone, never the wide rows.
    index("members_joined_tier_city_idx").on(t.createdAt, t.membershipTier, t.location),
  ],
);
