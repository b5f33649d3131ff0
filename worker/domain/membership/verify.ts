import { eq } from "drizzle-orm";
import type { MembershipTierId } from "../../contract/enums";
import type { MembershipVerification, OwnMembershipCard } from "../../contract/membership-card";
import type { Database } from "../../db/client";
import { members, membershipTiers, user } from "../../db/schema";
import { displayName, type Viewer } from "../members";

/** "Ayesha K.": a merchant can match the card to the person without learning the full name. */
export function firstNameAndInitial(
  firstName: string | null,
  lastName: string | null,
  accountName: string,
): string {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  const first = firstName?.trim() || words[0] || "";
  const last = lastName?.trim() || (words.length > 1 ? words[words.length - 1] : "") || "";
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** A card with no end date (Basic) never expires; otherwise it is valid until the stored moment. */
export function isMembershipValid(validUntil: string | null, now: Date): boolean {
  return validUntil === null || Date.parse(validUntil) > now.getTime();
}

export async function verifyMembership(
  db: Database,
  membershipId: string,
  now: Date,
): Promise<MembershipVerification | null> {
  const [row] = await db
    .select({
      membershipId: members.membershipId,
      tier: members.membershipTier,
      validUntil: members.membershipValidUntil,
      firstName: members.firstName,
      lastName: members.lastName,
      accountName: user.name,
      tierName: membershipTiers.name,
      discountPercent: membershipTiers.partnerDiscountPercent,
    })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .leftJoin(membershipTiers, eq(membershipTiers.id, members.membershipTier))
    .where(eq(members.membershipId, membershipId))
    .limit(1);
  if (!row?.membershipId) return null;
  return {
    membershipId: row.membershipId,
    valid: isMembershipValid(row.validUntil, now),
    tierName: row.tierName ?? row.tier,
    discountPercent: row.discountPercent ?? null,
    displayName: firstNameAndInitial(row.firstName, row.lastName, row.accountName),
    validUntil: row.validUntil,
  };
}

/** The member's own card, with the profile details only its owner sees. */
export async function ownMembershipCard(
  db: Database,
  viewer: Viewer,
  now: Date,
): Promise<OwnMembershipCard | null> {
  const { member } = viewer;
  if (!member.membershipId) return null;
  const [tier] = await db
    .select({ name: membershipTiers.name, discountPercent: membershipTiers.partnerDiscountPercent })
    .from(membershipTiers)
    .where(eq(membershipTiers.id, member.membershipTier as MembershipTierId))
    .limit(1);
  const name = displayName(viewer.user.name, member.firstName, member.lastName);
  return {
    membershipId: member.membershipId,
    name,
    tierId: member.membershipTier,
    tierName: tier?.name ?? member.membershipTier,
    discountPercent: tier?.discountPercent ?? null,
    valid: isMembershipValid(member.membershipValidUntil, now),
    city: member.location,
    profession: member.title,
    company: member.company,
    memberSince: member.membershipSince,
    validUntil: member.membershipValidUntil,
  };
}
