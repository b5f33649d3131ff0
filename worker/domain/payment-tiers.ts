import { membershipTierIds, tierForLabel } from "../contract/enums";
import { effectiveTier } from "./effective-tier";

/** basic 0, premium 1, executive 2 (the ids' order), older labels by the tier they read as. */
const rankOf = (label: string) =>
  Object.hasOwn(tierForLabel, label)
    ? membershipTierIds.indexOf(tierForLabel[label as keyof typeof tierForLabel])
    : 0;

/**
 * How far up the tiers a membership reaches right now (its effective tier): an expired Executive can
 * buy Premium, while a valid one is not sold a lower tier by mistake.
 */
export function effectiveRank(membership: { tier: string; validUntil: string | null }, now: Date): number {
  return rankOf(
    effectiveTier({ membershipTier: membership.tier, membershipValidUntil: membership.validUntil }, now),
  );
}
