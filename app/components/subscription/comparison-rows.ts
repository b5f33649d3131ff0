import type { Language } from "../../../worker/contract/enums";
import type { MembershipTier } from "../../../worker/contract/membership";

/** `shown`: the language the benefit is written in (its tier's benefits, English where untranslated). */
export type ComparisonRow = { benefit: string; shown: Language; included: boolean[] };

/**
 * "Everything in Premium": the way admins write that a tier includes another tier's benefits, in each
 * language the benefits come in ("كل مزايا العضوية المميزة", "پریمیم ممبرشپ کی تمام سہولتیں"); the
 * capture is the other tier's name as that language names it.
 */
const everythingIn = [
  /^everything in (.+)$/i,
  /^كل مزايا (?:العضوية )?(.+)$/,
  /^(.+?) (?:ممبرشپ )?کی تمام سہولتیں$/,
];
const includedTierName = (benefit: string) =>
  everythingIn.map((pattern) => pattern.exec(benefit.trim())?.[1]).find(Boolean);

/**
 * One row per distinct benefit of the tiers (in the order they first appear), with the tiers that
 * include it. A benefit "Everything in X" naming another tier is not a row of its own: it gives its
 * tier all of X's benefits, so the table shows what each plan really contains.
 */
export function comparisonRows(tiers: MembershipTier[]): ComparisonRow[] {
  const byName = new Map(tiers.map((tier) => [tier.name.trim().toLowerCase(), tier]));
  const baseTier = (benefit: string) => {
    const name = includedTierName(benefit);
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
  const shownIn = new Map<string, Language>();
  for (const tier of tiers)
    for (const benefit of ownBenefits(tier))
      if (!shownIn.has(benefit)) shownIn.set(benefit, tier.shownIn.benefits);
  return [...shownIn].map(([benefit, shown]) => ({
    benefit,
    shown,
    included: perTier.map((benefits) => benefits.has(benefit)),
  }));
}
