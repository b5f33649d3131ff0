import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members, membershipTiers, payments, paymentWebhookEvents, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { paymentReceiptEmail } from "../../email/payment-emails";
import { inLanguage } from "../../lib/content-language";
import { isLanguage } from "../../lib/language";
import type { GatewayEvent, GatewayPaymentState } from "../../payments/gateway";
import { settlePayment } from "../membership/period";

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
    if (settled) await sendReceipt(context, payment.id);
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

/**
 * The receipt for a settled payment (online or a recorded bank transfer), in the member's language.
 * A mail failure is logged, never thrown: the membership stands either way.
 */
export async function sendReceipt(
  context: Pick<OutcomeContext, "db" | "mailer" | "origin">,
  paymentId: string,
): Promise<void> {
  const row = await context.db
    .select({
      email: user.email,
      accountName: user.name,
      firstName: members.firstName,
      language: members.preferredLanguage,
      tier: payments.tier,
      tierName: membershipTiers.name,
      tierNameAr: membershipTiers.nameAr,
      tierNameUr: membershipTiers.nameUr,
      amountHalalas: payments.amountHalalas,
      reference: payments.providerRef,
      validUntil: payments.validUntil,
    })
    .from(payments)
    .innerJoin(user, eq(user.id, payments.userId))
    .innerJoin(members, eq(members.userId, payments.userId))
    .leftJoin(membershipTiers, eq(membershipTiers.id, payments.tier))
    .where(and(eq(payments.id, paymentId), eq(payments.status, "paid")))
    .get();
  if (!row?.validUntil) return;
  const language = isLanguage(row.language) ? row.language : "en";
  // Keyed by payment: the webhook and the member's return may both settle it, the receipt goes once.
  await context.mailer.row(
    paymentReceiptEmail({
      to: row.email,
      name: row.firstName || row.accountName,
      tierName: inLanguage({ en: row.tierName ?? row.tier, ar: row.tierNameAr, ur: row.tierNameUr }, language)
        .value,
      amountHalalas: row.amountHalalas,
      reference: row.reference ?? paymentId,
      validUntil: row.validUntil,
      language,
      origin: context.origin,
    }),
    `payment-receipt:${paymentId}`,
  );
}
