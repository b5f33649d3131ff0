import { desc, eq } from "drizzle-orm";
import type { PaidTierId } from "../../contract/enums";
import type { OwnPayment, PaymentView } from "../../contract/payments";
import type { Database } from "../../db/client";
import { members, membershipTiers, payments, user } from "../../db/schema";
import { displayName } from "../members";
import { maskName } from "./checkout-link";

/** The return page's view of one payment and of the membership it is for. */
export async function paymentView(
  db: Database,
  paymentId: string,
  viewerId: string | null = null,
): Promise<PaymentView | null> {
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!payment) return null;
  const tierNames = new Map(
    (await db.select({ id: membershipTiers.id, name: membershipTiers.name }).from(membershipTiers)).map(
      (tier) => [tier.id as string, tier.name],
    ),
  );
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
    tierName: tierNames.get(payment.tier) ?? payment.tier,
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
          tierName: tierNames.get(member.tier) ?? member.tier,
          validUntil: member.validUntil,
        }
      : null,
  };
}

/** A member's own payments for the profile, newest first (a member pays once a year: 50 is years). */
export async function ownPayments(db: Database, userId: string): Promise<OwnPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      tier: payments.tier,
      tierName: membershipTiers.name,
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
  return rows.map(({ tier, tierName, provider, ...row }) => ({
    ...row,
    tierName: tierName ?? tier,
    method: provider === "bank_transfer" ? "bank_transfer" : "online",
  }));
}

/** One payment row by id (the return page asks the gateway about it while it is pending). */
export async function findPayment(db: Database, paymentId: string) {
  return (await db.select().from(payments).where(eq(payments.id, paymentId)).get()) ?? null;
}
