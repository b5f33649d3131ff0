import { and, desc, eq, gt } from "drizzle-orm";
import type { PaidTierId } from "../../contract/enums";
import type { CheckoutResult } from "../../contract/payments";
import type { Database } from "../../db/client";
import { members, membershipTiers, payments } from "../../db/schema";
import { AppError } from "../../errors";
import type { GatewayError, PaymentGateway } from "../../payments/gateway";
import { effectiveRank } from "./tiers";

/** A checkout page the member opened but left is reused for this long instead of making another. */
const REUSE_CHECKOUT_MS = 60 * 60_000;

export type CheckoutFor = { userId: string; membershipId: string; tier: PaidTierId; origin: string };

/**
 * Creates (or reuses) the gateway's hosted payment page for a membership and records the pending
 * payment. The amount is the tier's price now; the payment keeps it, so later price edits change
 * nothing for this payment.
 */
export async function startCheckout(
  db: Database,
  gateway: PaymentGateway,
  order: CheckoutFor,
  now: Date,
): Promise<CheckoutResult> {
  const tier = await db.select().from(membershipTiers).where(eq(membershipTiers.id, order.tier)).get();
  if (!tier?.forSale || tier.priceHalalas <= 0) {
    throw new AppError("conflict", "This plan cannot be bought at the moment.");
  }
  const member = await db
    .select({ tier: members.membershipTier, validUntil: members.membershipValidUntil })
    .from(members)
    .where(eq(members.userId, order.userId))
    .get();
  if (member && effectiveRank(member, now) > effectiveRank({ tier: order.tier, validUntil: null }, now)) {
    throw new AppError(
      "conflict",
      `Your ${member.tier} membership is valid until ${member.validUntil?.slice(0, 10)}.`,
    );
  }

  const open = await db
    .select({ id: payments.id, checkoutUrl: payments.checkoutUrl, amount: payments.amountHalalas })
    .from(payments)
    .where(
      and(
        eq(payments.userId, order.userId),
        eq(payments.tier, order.tier),
        eq(payments.provider, "moyasar"),
        eq(payments.status, "pending"),
        gt(payments.createdAt, new Date(now.getTime() - REUSE_CHECKOUT_MS).toISOString()),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .get();
  if (open?.checkoutUrl && open.amount === tier.priceHalalas)
    return { paymentId: open.id, checkoutUrl: open.checkoutUrl };

  const paymentId = crypto.randomUUID();
  await db.insert(payments).values({
    id: paymentId,
    userId: order.userId,
    tier: order.tier,
    amountHalalas: tier.priceHalalas,
    currency: "SAR",
    provider: "moyasar",
    status: "pending",
  });
  const returnUrl = `${order.origin}/checkout?payment=${paymentId}`;
  try {
    const checkout = await gateway.createCheckout({
      amountHalalas: tier.priceHalalas,
      currency: "SAR",
      description: `SPPC ${tier.name} membership, 1 year (${order.membershipId})`,
      returnUrl,
      cancelUrl: `${returnUrl}&cancelled=1`,
      metadata: { payment_id: paymentId, membership_id: order.membershipId },
    });
    await db
      .update(payments)
      .set({ providerRef: checkout.ref, checkoutUrl: checkout.url, updatedAt: now.toISOString() })
      .where(eq(payments.id, paymentId));
    return { paymentId, checkoutUrl: checkout.url };
  } catch (error) {
    const message = (error as GatewayError).message ?? String(error);
    await db
      .update(payments)
      .set({ status: "failed", failureMessage: message, updatedAt: now.toISOString() })
      .where(eq(payments.id, paymentId));
    console.error("Payment gateway refused a checkout", message);
    throw new AppError(
      "unavailable",
      "The payment service is not responding. Please try again in a few minutes.",
    );
  }
}
