import type { MembershipTierId } from "./enums";

/** GET /api/membership/tiers: the one source of tier prices, discounts and benefits. */
export type MembershipTier = {
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
