import { z } from "zod";
import { memberCities } from "./cities";
import {
  type AccountStatus,
  accountStatuses,
  type ConsentPurpose,
  type Language,
  languages,
  type MemberRole,
  type MembershipTierId,
  memberRoles,
  membershipTierIds,
  type PaymentProvider,
  type PaymentStatus,
  type RsvpStatus,
  type SubscriptionStatus,
} from "./enums";
import { type MembershipStatus, membershipStatuses } from "./membership-card";
import { isDayOrInstant } from "./membership-year";
import { pageNumber } from "./page-number";

/** `validUntil`: by the end of the paid period, soonest first, members without an end date last. */
export const adminMemberSorts = ["joined", "name", "lastActive", "validUntil"] as const;
export const adminMemberOnboarding = ["completed", "pending"] as const;
/** The "expires within" choices the members page offers (the API takes any number of days up to a year). */
export const expiryWindows = [7, 30, 60, 90] as const;
export const MAX_EXPIRY_WINDOW_DAYS = 365;
const expiryWindowMessage = `Expires within must be a whole number of days from 1 to ${MAX_EXPIRY_WINDOW_DAYS}`;

/** An empty query value (`?tier=`) means "no filter", as a cleared select sends it. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }).optional());

/**
 * GET /api/admin/members and its exports (members.csv, members.xlsx): search, filters and sort (the
 * exports ignore page).
 */
export const adminMembersQuerySchema = z.object({
  /** Matches the name, the email or the membership id. */
  q: z.string().trim().max(120, "Search must be at most 120 characters").optional(),
  tier: optionalEnum(membershipTierIds, "Tier must be basic, premium or executive"),
  /** One of the city list's ids (contract/cities.ts), matched exactly. */
  city: optionalEnum(memberCities, "City must be one of the listed cities"),
  /** The language the member reads the app and their mail in. */
  language: optionalEnum(languages, "Language must be en, ar or ur"),
  role: optionalEnum(memberRoles, "Role must be member or admin"),
  onboarding: optionalEnum(adminMemberOnboarding, "Onboarding must be completed or pending"),
  status: optionalEnum(accountStatuses, "Status must be active or suspended"),
  /** What the card says now (valid, expired or suspended): membershipStatus in domain/membership/validity.ts. */
  membership: optionalEnum(membershipStatuses, "Membership must be valid, expired or suspended"),
  /** Paid periods still running that end within this many days. */
  expiresWithin: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(
      z
        .number({ error: expiryWindowMessage })
        .int({ error: expiryWindowMessage })
        .min(1, { error: expiryWindowMessage })
        .max(MAX_EXPIRY_WINDOW_DAYS, { error: expiryWindowMessage })
        .optional(),
    ),
  sort: optionalEnum(adminMemberSorts, "Sort must be joined, name, lastActive or validUntil"),
  dir: optionalEnum(["asc", "desc"], "Direction must be asc or desc"),
  page: pageNumber.optional(),
});
export type AdminMembersQuery = z.output<typeof adminMembersQuerySchema>;

export const ADMIN_MEMBERS_PAGE_SIZE = 25;

export type AdminMemberRow = {
  userId: string;
  name: string;
  email: string;
  membershipId: string | null;
  tier: MembershipTierId;
  /** The end of the paid period as the card shows it: null for Basic and open-ended periods. */
  validUntil: string | null;
  /** What the card says now: valid, expired (paid period over) or suspended. */
  membershipStatus: MembershipStatus;
  role: MemberRole;
  /** A city id of contract/cities.ts, or the text a member wrote that matches none (cityLabel shows both). */
  city: string | null;
  language: Language;
  onboardingCompleted: boolean;
  accountStatus: AccountStatus;
  joinedAt: string;
  lastActiveAt: string | null;
};

export type AdminMembersPage = {
  members: AdminMemberRow[];
  total: number;
  page: number;
  pageSize: number;
};

export type AdminMemberDetail = {
  member: AdminMemberRow & {
    firstName: string | null;
    lastName: string | null;
    title: string | null;
    company: string | null;
    phoneNumber: string | null;
    industry: string | null;
    bio: string | null;
    emailVerified: boolean;
    subscriptionStatus: SubscriptionStatus | null;
    suspendedAt: string | null;
    suspendedReason: string | null;
    importedAt: string | null;
  };
  consents: {
    purpose: ConsentPurpose;
    granted: boolean;
    method: string;
    policyVersion: string;
    createdAt: string;
  }[];
  rsvps: {
    id: string;
    eventId: string;
    eventName: string;
    startsAt: string;
    status: RsvpStatus;
    createdAt: string;
  }[];
  payments: {
    id: string;
    tier: MembershipTierId;
    amountHalalas: number;
    currency: string;
    provider: PaymentProvider;
    status: PaymentStatus;
    paidAt: string | null;
    createdAt: string;
  }[];
  posts: { id: string; content: string; createdAt: string; removed: boolean }[];
};

export const PAID_TIER_NEEDS_END = "A paid tier needs an end date";
export const END_DATE_IN_PAST = "Valid until must be today or later";

/**
 * PUT /api/admin/members/:userId/tier. validUntil: a day (YYYY-MM-DD) or an ISO date-time, stored as the
 * end of that Riyadh day; absent, a paid tier runs a year from today. A paid tier is never open-ended
 * (null is refused) and never ends before today (checked by the use-case, which knows today). Basic
 * has no end date whatever is sent.
 */
export const adminMemberTierSchema = z
  .object({
    tier: z.enum(membershipTierIds, { error: "Tier must be basic, premium or executive" }),
    validUntil: z
      .string({ error: "Valid until must be a date (YYYY-MM-DD)" })
      .trim()
      .refine(isDayOrInstant, "Valid until must be a date (YYYY-MM-DD)")
      .nullable()
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.tier !== "basic" && input.validUntil === null)
      context.addIssue({ code: "custom", path: ["validUntil"], message: PAID_TIER_NEEDS_END });
  });
export type AdminMemberTierInput = z.output<typeof adminMemberTierSchema>;

export const adminMemberRoleSchema = z.object({
  role: z.enum(memberRoles, { error: "Role must be member or admin" }),
});

export const adminMemberSuspendSchema = z.object({
  reason: z
    .string({ error: "Give a reason" })
    .trim()
    .min(1, "Give a reason")
    .max(500, "Reason must be at most 500 characters"),
});

// The audit log's contract moved to its own file (issue 34); these names stay importable from here.
export {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminAuditQuery,
  adminAuditQuerySchema,
} from "./audit-log";
