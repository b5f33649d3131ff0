import type { ShownIn } from "./content-language";
import type { MembershipTierId } from "./enums";

/** The tier's texts that admins write in English, Arabic and Urdu. */
export const tierTranslatedFields = ["name", "benefits"] as const;

/**
 * GET /api/membership/tiers: the one source of tier prices, discounts and benefits. Name and benefits
 * are in the reader's language (English where missing: see shownIn).
 */
export type MembershipTier = ShownIn<(typeof tierTranslatedFields)[number]> & {
  id: MembershipTierId;
  name: string;
  /** Price per billing period in halalas (SAR x 100); 0 for Basic. */
  priceHalalas: number;
  billingPeriod: "year" | null;
  partnerDiscountPercent: number;
  benefits: string[];
  isPopular: boolean;
  /** False: shown as 'Coming Soon' on /subscription, not sold. */
  forSale: boolean;
};
