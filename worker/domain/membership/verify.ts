import { eq, inArray } from "drizzle-orm";
import type { Language, MembershipTierId } from "../../contract/enums";
import type { MembershipVerification, OwnMembershipCard } from "../../contract/membership-card";
import type { Database } from "../../db/client";
import { members, membershipTiers, user } from "../../db/schema";
import { inLanguage } from "../../lib/content-language";
import { displayName, type Viewer } from "../members";
import { cardValidUntil, membershipStatus } from "./validity";

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

/**
 * A card as a partner merchant sees it, looked up by its id as issued (normaliseMembershipId first).
 * A card that is not valid (expired or suspended) shows no discount: the merchant gives none.
 */
export async function verifyMembership(
  db: Database,
  membershipId: string,
  now: Date,
  language: Language = "en",
): Promise<MembershipVerification | null> {
  const [row] = await db
    .select({
      membershipId: members.membershipId,
      tier: members.membershipTier,
      validUntil: members.membershipValidUntil,
      accountStatus: members.accountStatus,
      firstName: members.firstName,
      lastName: members.lastName,
      accountName: user.name,
      tierName: membershipTiers.name,
      tierNameAr: membershipTiers.nameAr,
      tierNameUr: membershipTiers.nameUr,
      discountPercent: membershipTiers.partnerDiscountPercent,
    })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .leftJoin(membershipTiers, eq(membershipTiers.id, members.membershipTier))
    // As typed, or in capitals: a kept number ("PK-00123") read off a card and typed in lower case.
    .where(inArray(members.membershipId, [...new Set([membershipId, membershipId.toUpperCase()])]))
    .limit(1);
  if (!row?.membershipId) return null;
  const status = membershipStatus(row, now);
  const tierName = inLanguage(
    { en: row.tierName ?? row.tier, ar: row.tierNameAr, ur: row.tierNameUr },
    language,
  );
  return {
    membershipId: row.membershipId,
    valid: status === "valid",
    status,
    tierName: tierName.value,
    shownIn: { tierName: tierName.language },
    discountPercent: status === "valid" ? (row.discountPercent ?? null) : null,
    displayName: firstNameAndInitial(row.firstName, row.lastName, row.accountName),
    validUntil: cardValidUntil(row.tier, row.validUntil),
  };
}

/** The member's own card, with the profile details only its owner sees. */
export async function ownMembershipCard(
  db: Database,
  viewer: Viewer,
  now: Date,
  language: Language = "en",
): Promise<OwnMembershipCard | null> {
  const { member } = viewer;
  if (!member.membershipId) return null;
  const [tier] = await db
    .select({
      name: membershipTiers.name,
      nameAr: membershipTiers.nameAr,
      nameUr: membershipTiers.nameUr,
      discountPercent: membershipTiers.partnerDiscountPercent,
    })
    .from(membershipTiers)
    .where(eq(membershipTiers.id, member.membershipTier as MembershipTierId))
    .limit(1);
  const name = displayName(viewer.user.name, member.firstName, member.lastName);
  const tierName = inLanguage(
    { en: tier?.name ?? member.membershipTier, ar: tier?.nameAr, ur: tier?.nameUr },
    language,
  );
  return {
    membershipId: member.membershipId,
    name,
    tierId: member.membershipTier,
    tierName: tierName.value,
    shownIn: { tierName: tierName.language },
    discountPercent: tier?.discountPercent ?? null,
    valid:
      membershipStatus(
        {
          tier: member.membershipTier,
          validUntil: member.membershipValidUntil,
          accountStatus: member.accountStatus,
        },
        now,
      ) === "valid",
    city: member.location,
    profession: member.title,
    company: member.company,
    memberSince: member.membershipSince,
    validUntil: cardValidUntil(member.membershipTier, member.membershipValidUntil),
  };
}
