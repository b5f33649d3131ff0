import { effectiveTier } from "./effective-tier";

const rank: Record<string, number> = { basic: 0, premium: 1, business: 1, executive: 2, corporate: 2 };

/**
 * How far up the tiers a membership reaches right now (its effective tier): an expired Executive can
 * buy Premium, while a valid one is not sold a lower tier by mistake.
 */
export function effectiveRank(membership: { tier: string; validUntil: string | null }, now: Date): number {
  return (
    rank[
      effectiveTier({ membershipTier: membership.tier, membershipValidUntil: membership.validUntil }, now)
    ] ?? 0
  );
}
