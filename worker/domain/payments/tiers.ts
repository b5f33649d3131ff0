import { type MembershipTierId, membershipTierIds } from "../../contract/enums";
import { effectiveTier } from "../membership/effective-tier";

/** basic 0, premium 1, executive 2 (the ids' order). */
const rankOf = (tier: MembershipTierId) => membershipTierIds.indexOf(tier);

/**
 * How far up the tiers a membership reaches right now (its effective tier): an expired Executive can
 * buy Premium, while a valid one is not sold a lower tier by mistake.
 */
export function effectiveRank(
  membership: { tier: MembershipTierId; validUntil: string | null },
  now: Date,
): number {
  return rankOf(
    effectiveTier({ membershipTier: membership.tier, membershipValidUntil: membership.validUntil }, now),
  );
}
