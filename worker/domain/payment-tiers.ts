import type { MembershipTierId } from "../contract/enums";

const rank: Record<string, number> = { basic: 0, premium: 1, business: 1, executive: 2, corporate: 2 };

/**
 * How far up the tiers a membership reaches right now: a paid tier past its end counts as Basic, so
 * an expired Executive can buy Premium, while a valid one is not sold a lower tier by mistake.
 */
export function effectiveRank(membership: { tier: string; validUntil: string | null }, now: Date): number {
  const tierRank = rank[membership.tier] ?? 0;
  if (tierRank === 0 || membership.validUntil === null) return tierRank;
  return Date.parse(membership.validUntil) > now.getTime() ? tierRank : 0;
}

export const isPaidTier = (tier: string): tier is Exclude<MembershipTierId, "basic"> =>
  tier === "premium" || tier === "executive";
