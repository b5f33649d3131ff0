import { displayTier, type MembershipTierId } from "../../../worker/contract/enums";
import type { MembershipTier } from "../../../worker/contract/membership";

/** The tier a stored label reads as; visitors, `standard` and unknown labels read as Basic. */
export const currentTierId = displayTier;

export type PlanStatus = "current" | "included" | "coming-soon" | "upgrade";

/**
 * What a plan card offers the viewer. Tiers come in their display order (sortOrder), which is also
 * their rank: a tier before the viewer's own is already included in it.
 */
export function planStatus(
  tiers: MembershipTier[],
  tier: MembershipTier,
  current: MembershipTierId,
): PlanStatus {
  if (tier.id === current) return "current";
  // Basic is free and part of every plan: never something to buy.
  if (tier.id === "basic") return "included";
  const rank = (id: MembershipTierId) => tiers.findIndex((candidate) => candidate.id === id);
  if (rank(tier.id) < rank(current)) return "included";
  if (!tier.forSale) return "coming-soon";
  return "upgrade";
}

/** Renewal opens this long before a paid membership ends (the first reminder email goes out then). */
export const RENEWAL_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export type PaidPeriod = { validUntil: string; ended: boolean; renewalDue: boolean };

/** Where a paid membership stands; null for Basic, which does not end. */
export function paidPeriod(validUntil: string | null | undefined, now: Date): PaidPeriod | null {
  if (!validUntil) return null;
  const left = Date.parse(validUntil) - now.getTime();
  if (Number.isNaN(left)) return null;
  return { validUntil, ended: left <= 0, renewalDue: left <= RENEWAL_WINDOW_DAYS * DAY_MS };
}
