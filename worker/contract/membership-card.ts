import type { MembershipTierId } from "./enums";

/**
 * GET /api/membership/verify/:membershipId: what a partner merchant may see of a card.
 * Deliberately minimal: first name and last initial only, no contact or profile data.
 */
export type MembershipVerification = {
  membershipId: string;
  /** Basic (no end date) is always valid; paid tiers are valid until `validUntil`. */
  valid: boolean;
  tierName: string;
  /** The tier's partner discount in percent; null when the tier is not configured. */
  discountPercent: number | null;
  /** "Ayesha K." */
  displayName: string;
  validUntil: string | null;
};

/** GET /api/membership/partners: active partner discounts for the card page, in their order. */
export type PartnerDiscount = {
  id: string;
  name: string;
  discountPercent: number;
  category: string;
};

/** GET /api/membership/card: the signed-in member's own card; `card` is null without a membership id. */
export type OwnMembershipCard = {
  membershipId: string;
  name: string;
  tierId: MembershipTierId;
  tierName: string;
  discountPercent: number | null;
  valid: boolean;
  city: string | null;
  profession: string | null;
  company: string | null;
  memberSince: string | null;
  /** null: Basic, which does not expire. */
  validUntil: string | null;
};
