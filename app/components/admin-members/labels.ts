import type {
  AccountStatus,
  Language,
  MemberRole,
  MembershipTierId,
  PaymentProvider,
  PaymentStatus,
  RsvpStatus,
  SubscriptionStatus,
} from "../../../worker/contract/enums";
import type { MembershipStatus } from "../../../worker/contract/membership-card";
import type { AdminMembersTexts } from "../../i18n/messages/admin-members";

type Key = keyof AdminMembersTexts;

/** The words for each stored value the members pages show. */
// Keyed by the value lists (worker/contract/enums.ts): a new tier, role or status needs its words here.
export const tierLabel: Record<string, Key> = {
  basic: "tierBasic",
  premium: "tierPremium",
  executive: "tierExecutive",
} satisfies Record<MembershipTierId, Key>;
export const roleLabel: Record<string, Key> = {
  member: "roleMember",
  admin: "roleAdmin",
} satisfies Record<MemberRole, Key>;
export const statusLabel: Record<string, Key> = {
  active: "statusActive",
  suspended: "statusSuspended",
} satisfies Record<AccountStatus, Key>;
export const subscriptionLabel = {
  active: "subscriptionActive",
  expired: "subscriptionExpired",
} as const satisfies Record<SubscriptionStatus, Key>;
export const rsvpStatusLabel = {
  confirmed: "rsvpConfirmed",
  waitlisted: "rsvpWaitlisted",
  cancelled: "rsvpCancelled",
} as const satisfies Record<RsvpStatus, Key>;
export const paymentProviderLabel = {
  moyasar: "paidOnline",
  bank_transfer: "paidByBankTransfer",
} as const satisfies Record<PaymentProvider, Key>;
export const paymentStatusLabel = {
  pending: "paymentPending",
  paid: "paymentPaid",
  failed: "paymentFailed",
} as const satisfies Record<PaymentStatus, Key>;
export const onboardingLabel: Record<string, Key> = {
  completed: "onboardingCompleted",
  pending: "onboardingPending",
};
export const sortLabel: Record<string, Key> = {
  joined: "sortJoined",
  name: "sortName",
  lastActive: "sortLastActive",
  validUntil: "sortValidUntil",
};
/** What the card says now: the same words on the list, its filter and the detail panel. */
export const membershipStatusLabel = {
  valid: "membershipValid",
  expired: "membershipExpired",
  suspended: "membershipSuspended",
} as const satisfies Record<MembershipStatus, Key>;
export const languageLabel: Record<string, Key> = {
  en: "languageEn",
  ar: "languageAr",
  ur: "languageUr",
} satisfies Record<Language, Key>;
