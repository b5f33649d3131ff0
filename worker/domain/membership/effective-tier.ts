import type { MembershipTierId } from "../../contract/enums";
import { isMembershipValid } from "./validity";

/** The stored membership fields that decide which benefits apply. */
type TierHolder = { membershipTier: MembershipTierId; membershipValidUntil: string | null };

/**
 * The tier whose benefits a member has right now: the stored tier while its period runs (a tier
 * without an end date never expires), Basic once a paid period has ended. Issue 7: "expired memberships
 * fall back to Basic benefits", from the moment the period ends, not from when the daily renewal job
 * (membership-renewals.ts) marks the subscription expired. The stored tier is kept so the card and
 * /verify can still say which membership expired. No member (a visitor) also means Basic benefits.
 * Every server-side tier gate reads the tier through this function.
 */
export function effectiveTier(member: TierHolder | null | undefined, now: Date): MembershipTierId {
  if (!member) return "basic";
  return isMembershipValid(member.membershipValidUntil, now) ? member.membershipTier : "basic";
}

/** True when the stored tier is no longer in force (shown as 'expired' to the member's own app). */
export const hasLapsed = (member: TierHolder, now: Date) =>
  effectiveTier(member, now) !== member.membershipTier;
