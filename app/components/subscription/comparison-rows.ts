import type { MembershipTier } from "../../../worker/contract/membership";

export type ComparisonRow = { benefit: string; included: boolean[] };

/** "Everything in Premium": the seeded way a tier says it includes another tier's benefits. */
const everythingIn = /^everything in (.+)$/i;

/**
 * One row per distinct benefit of the tiers (in the order they first appear), with the tiers that
 * include it. A benefit "Everything in X" naming another tier is not a row of its own: it gives its
 * tier all of X's benefits, so the table shows what each plan really contains.
 */
export function comparisonRows(tiers: MembershipTier[]): ComparisonRow[] {
  const byName = new Map(tiers.map((tier) => [tier.name.trim().toLowerCase(), tier]));
  const baseTier = (benefit: string) => {
    const name = everythingIn.exec(benefit.trim())?.[1];
    return name ? byName.get(name.trim().toLowerCase()) : undefined;
  };
  const ownBenefits = (tier: MembershipTier) => tier.benefits.filter((benefit) => !baseTier(benefit));

  // `seen` stops a loop in the admins' texts ("Everything in Premium" on Basic) from recursing forever.
  const allBenefits = (tier: MembershipTier, seen: Set<string>): Set<string> => {
    seen.add(tier.id);
    const benefits = new Set(ownBenefits(tier));
    for (const benefit of tier.benefits) {
      const base = baseTier(benefit);
      if (base && !seen.has(base.id))
        for (const inherited of allBenefits(base, seen)) benefits.add(inherited);
    }
    return benefits;
  };

  const perTier = tiers.map((tier) => allBenefits(tier, new Set()));
  const order = [...new Set(tiers.flatMap(ownBenefits))];
  return order.map((benefit) => ({ benefit, included: perTier.map((benefits) => benefits.has(benefit)) }));
}
