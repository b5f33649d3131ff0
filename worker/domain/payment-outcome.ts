import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { members, membershipTiers, payments, paymentWebhookEvents, user } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { paymentReceiptEmail } from "../email/payment-emails";
import { isLanguage } from "../lib/language";
import type { GatewayEvent, GatewayPaymentState } from "../payments/gateway";
import { settlePayment } from "./membership-period";

type PaymentRow = typeof payments.$inferSelect;

export type OutcomeContext = { db: Database; mailer: Mailer; origin: string; now: Date };

/**
 * Applies what the gateway says about one of our payments. Paid: only when amount and currency are
 * exactly what we asked for (a tampered or mismatched payment never buys a membership); settled
 * once, whoever reports it first (webhook or return page), with one receipt. Failed: recorded with
 * the gateway's message while the payment is still pending; the hosted page stays payable, so a
 * later success still settles it.
 */
export async function applyGatewayState(
  context: OutcomeContext,
  payment: PaymentRow,
  state: GatewayPaymentState,
): Promise<void> {
  const { db, now } = context;
  if (state.status === "paid") {
    if (state.amountHalalas !== payment.amountHalalas || state.currency !== payment.currency) {
      console.error("Payment amount mismatch; not settled", payment.id, state.amountHalalas, state.currency);
      return;
    }
    const settled = await settlePayment(db, payment.id, now);
    if (settled) await sendReceipt(context, { ...payment, validUntil: settled.validUntil });
    return;
  }
  if (state.status === "failed") {
    await db
      .update(payments)
      .set({ status: "failed", failureMessage: state.message, updatedAt: now.toISOString() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
  }
}

/**
 * One webhook event: a delivery already handled (same event id) changes nothing. The event is
 * recorded after it is applied, so a delivery that failed half-way is applied again on the gateway's
 * retry; applying is idempotent on its own (settlePayment), so that is safe.
 */
export async function applyWebhookEvent(
  context: OutcomeContext,
  event: GatewayEvent,
): Promise<"applied" | "duplicate" | "ignored"> {
  const { db } = context;
  const seen = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, event.eventId))
    .get();
  if (seen) return "duplicate";
  const payment = event.ref
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, "moyasar"), eq(payments.providerRef, event.ref)))
        .get()
    : undefined;
  if (payment) await applyGatewayState(context, payment, event);
  await db
    .insert(paymentWebhookEvents)
    .values({ eventId: event.eventId, type: event.type, paymentId: payment?.id ?? null })
    .onConflictDoNothing();
  return payment ? "applied" : "ignored";
}

/** The receipt, in the member's language. */
export async function sendReceipt(
  context: OutcomeContext,
  payment: PaymentRow & { validUntil: string },
): Promise<void> {
  if (!payment.userId) return;
  const { db } = context;
  const row = await db
    .select({
      email: user.email,
      accountName: user.name,
      firstName: members.firstName,
      language: members.preferredLanguage,
      tierName: membershipTiers.name,
    })
    .from(user)
    .innerJoin(members, eq(members.userId, user.id))
    .leftJoin(membershipTiers, eq(membershipTiers.id, payment.tier))
    .where(eq(user.id, payment.userId))
    .get();
  if (!row) return;
  await context.mailer.send(
    paymentReceiptEmail({
      to: row.email,
      name: row.firstName || row.accountName,
      tierName: row.tierName ?? payment.tier,
      amountHalalas: payment.amountHalalas,
      reference: payment.providerRef ?? payment.id,
      validUntil: payment.validUntil,
      language: isLanguage(row.language) ? row.language : "en",
      origin: context.origin,
    }),
  );
}
