import { isPaidTier, type MembershipTierId } from "../../contract/enums";
import { startOfCardDay } from "../../contract/membership-card";
import { defaultGrantEndDay, storedGrantEnd } from "../../contract/membership-year";
import { isMembershipValid } from "../membership/validity";
import type { MemberRow } from "./rows";

export type ImportedMembership = {
  membershipTier: MembershipTierId;
  membershipValidUntil: string | null;
  subscriptionStatus: "active" | "expired" | null;
};

/**
 * The membership a row gives: its tier (Basic when the sheet says none), and for a paid tier the end
 * of its valid-until day in Riyadh, a year from today when the sheet gives no date (as an admin's grant) (issue 32: every
 * paid tier has an end). A period that already ended is stored expired, so the renewal job does not
 * mail "your membership expired" to members who knew it long ago; it still says so on their card.
 */
export function importedMembership(row: MemberRow, now: Date): ImportedMembership {
  const tier = row.tier ?? "basic";
  if (!isPaidTier(tier))
    return { membershipTier: tier, membershipValidUntil: null, subscriptionStatus: null };
  // The admin grant's rule: the sheet's day, else a year from today, stored as the end of that day.
  const validUntil = storedGrantEnd(row.validUntil ?? defaultGrantEndDay(now));
  return {
    membershipTier: tier,
    membershipValidUntil: validUntil,
    subscriptionStatus: isMembershipValid(validUntil, now) ? "active" : "expired",
  };
}

/** The card's "member since": the sheet's join date, else the import. */
export const importedSince = (row: MemberRow, now: Date) =>
  row.joinedOn ? startOfCardDay(row.joinedOn) : now.toISOString();

/**
 * Update mode never takes a membership away: the sheet's tier and end replace the member's only when
 * their own period is not in force (Basic, or ended), or the sheet's ends later. So an old sheet
 * imported again cannot undo a renewal the member paid for since.
 */
export function replacesMembership(
  current: { membershipTier: string; membershipValidUntil: string | null },
  next: ImportedMembership,
  now: Date,
): boolean {
  const inForce = isPaidTier(current.membershipTier) && isMembershipValid(current.membershipValidUntil, now);
  if (!inForce) return true;
  if (!isPaidTier(next.membershipTier) || next.membershipValidUntil === null) return false;
  return current.membershipValidUntil !== null && next.membershipValidUntil > current.membershipValidUntil;
}
