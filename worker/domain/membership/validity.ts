import type { MembershipStatus } from "../../contract/membership-card";

/**
 * The one rule for how long a card is valid, read by the member's own card, /verify and every
 * server-side tier gate (effective-tier.ts). The app shows whatever end date these return.
 */

/**
 * The end date a card shows: Basic has none (it does not expire), whatever end an earlier paid period
 * left in `members.membership_valid_until`; a paid tier shows its stored end (null: open-ended).
 */
export const cardValidUntil = (tier: string, validUntil: string | null): string | null =>
  tier === "basic" ? null : validUntil;

/** A card with no end date never expires; otherwise it is valid until the stored moment. */
export function isMembershipValid(validUntil: string | null, now: Date): boolean {
  return validUntil === null || Date.parse(validUntil) > now.getTime();
}

/** Valid, expired (paid period over) or suspended (the account, whatever its period). */
export function membershipStatus(
  card: { tier: string; validUntil: string | null; accountStatus: string },
  now: Date,
): MembershipStatus {
  if (card.accountStatus === "suspended") return "suspended";
  return isMembershipValid(cardValidUntil(card.tier, card.validUntil), now) ? "valid" : "expired";
}

/** A stored membership as the card reads it: the end it shows and its status (lists and exports). */
export function cardState(
  member: { tier: string; storedValidUntil: string | null; accountStatus: string },
  now: Date,
): { validUntil: string | null; membershipStatus: MembershipStatus } {
  const validUntil = cardValidUntil(member.tier, member.storedValidUntil);
  return {
    validUntil,
    membershipStatus: membershipStatus(
      { tier: member.tier, validUntil, accountStatus: member.accountStatus },
      now,
    ),
  };
}
