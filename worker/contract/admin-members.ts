import { z } from "zod";
import {
  type AccountStatus,
  accountStatuses,
  type ConsentPurpose,
  type MemberRole,
  type MembershipTierId,
  memberRoles,
  membershipTierIds,
  type PaymentProvider,
  type PaymentStatus,
  type RsvpStatus,
  type SubscriptionStatus,
} from "./enums";
import { pageNumber } from "./page-number";

export const adminMemberSorts = ["joined", "name", "lastActive"] as const;
export const adminMemberOnboarding = ["completed", "pending"] as const;

/** An empty query value (`?tier=`) means "no filter", as a cleared select sends it. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }).optional());

/** GET /api/admin/members and /api/admin/members.csv: search, filters and sort (the CSV ignores page). */
export const adminMembersQuerySchema = z.object({
  /** Matches the name, the email or the membership id. */
  q: z.string().trim().max(120, "Search must be at most 120 characters").optional(),
  tier: optionalEnum(membershipTierIds, "Tier must be basic, premium or executive"),
  /** Matches the member's location (their city), any case. */
  city: z.string().trim().max(80, "City must be at most 80 characters").optional(),
  role: optionalEnum(memberRoles, "Role must be member or admin"),
  onboarding: optionalEnum(adminMemberOnboarding, "Onboarding must be completed or pending"),
  status: optionalEnum(accountStatuses, "Status must be active or suspended"),
  sort: optionalEnum(adminMemberSorts, "Sort must be joined, name or lastActive"),
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
  role: MemberRole;
  city: string | null;
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
    validUntil: string | null;
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

/** PUT /api/admin/members/:userId/tier. validUntil: an ISO date or date-time; null or absent keeps it open. */
export const adminMemberTierSchema = z.object({
  tier: z.enum(membershipTierIds, { error: "Tier must be basic, premium or executive" }),
  validUntil: z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), "Valid until must be a date")
    .nullable()
    .optional(),
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

/** GET /api/admin/audit-log: filters and the cursor of the next page. */
export const adminAuditQuerySchema = z.object({
  /** The action, exactly ("member.tier") or as its start ("member."). */
  action: z.string().trim().max(200).optional(),
  /** The actor's name or user id. */
  actor: z.string().trim().max(120).optional(),
  /** The target's id. */
  target: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

export const ADMIN_AUDIT_PAGE_SIZE = 50;

export type AdminAuditEntry = {
  id: string;
  actorUserId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};
export type AdminAuditPage = { entries: AdminAuditEntry[]; nextCursor: string | null };
