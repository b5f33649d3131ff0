import { desc, eq } from "drizzle-orm";
import type { Language, PaidTierId } from "../../contract/enums";
import type { OwnPayment, PaymentView } from "../../contract/payments";
import type { Database } from "../../db/client";
import { members, membershipTiers, payments, user } from "../../db/schema";
import { type InLanguage, inLanguage } from "../../lib/content-language";
import { displayName } from "../members";
import { maskName } from "./checkout-link";

const tierVersions = {
  name: membershipTiers.name,
  nameAr: membershipTiers.nameAr,
  nameUr: membershipTiers.nameUr,
};

/** A tier's admin-written name in `language` (English where missing; the id for a tier that is gone). */
const tierNameIn = (
  tier: string,
  versions: { name: string | null; nameAr: string | null; nameUr: string | null } | undefined,
  language: Language,
): InLanguage<string> =>
  inLanguage({ en: versions?.name ?? tier, ar: versions?.nameAr, ur: versions?.nameUr }, language);

/** The return page's view of one payment and of the membership it is for; tier names in `language`. */
export async function paymentView(
  db: Database,
  paymentId: string,
  viewerId: string | null = null,
  language: Language = "en",
): Promise<PaymentView | null> {
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!payment) return null;
  const tiers = new Map(
    (await db.select({ id: membershipTiers.id, ...tierVersions }).from(membershipTiers)).map((tier) => [
      tier.id as string,
      tier,
    ]),
  );
  const tierName = (tier: string) => tierNameIn(tier, tiers.get(tier), language);
  const member = payment.userId
    ? await db
        .select({
          membershipId: members.membershipId,
          firstName: members.firstName,
          lastName: members.lastName,
          accountName: user.name,
          tier: members.membershipTier,
          validUntil: members.membershipValidUntil,
        })
        .from(members)
        .innerJoin(user, eq(user.id, members.userId))
        .where(eq(members.userId, payment.userId))
        .get()
    : undefined;
  return {
    id: payment.id,
    status: payment.status,
    tier: payment.tier as PaidTierId,
    tierName: tierName(payment.tier).value,
    shownIn: { tierName: tierName(payment.tier).language },
    amountHalalas: payment.amountHalalas,
    currency: payment.currency,
    failureMessage: payment.failureMessage,
    membership: member
      ? {
          membershipId: member.membershipId,
          // The payment id travels in a return address: only the signed-in owner sees the whole name.
          name:
            viewerId === payment.userId
              ? displayName(member.accountName, member.firstName, member.lastName)
              : maskName(displayName(member.accountName, member.firstName, member.lastName)),
          tierName: tierName(member.tier).value,
          shownIn: { tierName: tierName(member.tier).language },
          validUntil: member.validUntil,
        }
      : null,
  };
}

/** A member's own payments for the profile, newest first (a member pays once a year: 50 is years). */
export async function ownPayments(
  db: Database,
  userId: string,
  language: Language = "en",
): Promise<OwnPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      tier: payments.tier,
      tierName: membershipTiers.name,
      tierNameAr: membershipTiers.nameAr,
      tierNameUr: membershipTiers.nameUr,
      amountHalalas: payments.amountHalalas,
      currency: payments.currency,
      provider: payments.provider,
      status: payments.status,
      paidAt: payments.paidAt,
      validUntil: payments.validUntil,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(membershipTiers, eq(membershipTiers.id, payments.tier))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  return rows.map(({ tier, tierName, tierNameAr, tierNameUr, provider, ...row }) => {
    const name = tierNameIn(tier, { name: tierName, nameAr: tierNameAr, nameUr: tierNameUr }, language);
    return {
      ...row,
      tierName: name.value,
      shownIn: { tierName: name.language },
      method: provider === "bank_transfer" ? "bank_transfer" : "online",
    };
  });
}

/** One payment row by id (the return page asks the gateway about it while it is pending). */
export async function findPayment(db: Database, paymentId: string) {
  return (await db.select().from(payments).where(eq(payments.id, paymentId)).get()) ?? null;
}
