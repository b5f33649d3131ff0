import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members, payments } from "../../db/schema";
import { notifyMembershipChange } from "./notices";

/** A paid membership lasts a year from payment (issue 7). */
export const MEMBERSHIP_PERIOD_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * The end of the period a payment made at `paidAt` buys. Paying again for the same tier before the
 * current period ends extends it (nobody loses the days they already paid for); otherwise the year
 * starts at the payment.
 */
export function periodEnd(
  paidAt: Date,
  current: { tier: string; validUntil: string | null },
  tier: string,
): string {
  const currentEnd = current.validUntil ? Date.parse(current.validUntil) : Number.NaN;
  const start = current.tier === tier && currentEnd > paidAt.getTime() ? currentEnd : paidAt.getTime();
  return new Date(start + MEMBERSHIP_PERIOD_DAYS * DAY_MS).toISOString();
}

export type SettledPayment = { paymentId: string; userId: string; tier: string; validUntil: string };

/**
 * Marks a pending (or failed) payment paid and gives its member the tier, all in one D1 transaction:
 * the payment row changes only if it was not paid yet, and the member row only if that change
 * happened in this very call (matched by the paid_at written here). So a webhook delivered twice, a
 * webhook racing the return page, or an admin double-click all settle the payment exactly once.
 * Returns null when the payment was already paid (or does not exist).
 */
export async function settlePayment(
  db: Database,
  paymentId: string,
  paidAt: Date,
): Promise<SettledPayment | null> {
  const payment = await db
    .select({ userId: payments.userId, tier: payments.tier, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .get();
  if (!payment || payment.status === "paid" || !payment.userId) return null;
  const member = await db
    .select({
      tier: members.membershipTier,
      validUntil: members.membershipValidUntil,
      since: members.membershipSince,
    })
    .from(members)
    .where(eq(members.userId, payment.userId))
    .get();
  if (!member) return null;
  const paidAtIso = paidAt.toISOString();
  const validUntil = periodEnd(paidAt, member, payment.tier);
  const [changed] = await db.batch([
    db
      .update(payments)
      .set({ status: "paid", paidAt: paidAtIso, validUntil, failureMessage: null, updatedAt: paidAtIso })
      .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'paid'`))
      .returning({ id: payments.id }),
    db
      .update(members)
      .set({
        membershipTier: payment.tier,
        subscriptionStatus: "active",
        membershipValidUntil: validUntil,
        membershipSince: member.since ?? paidAtIso,
        updatedAt: paidAtIso,
      })
      .where(
        and(
          eq(members.userId, payment.userId),
          sql`exists (select 1 from ${payments} where ${payments.id} = ${paymentId} and ${payments.paidAt} = ${paidAtIso})`,
        ),
      ),
  ]);
  // Someone else settled it between the read and the batch: the batch changed nothing.
  if (changed.length === 0) return null;
  // After the commit: a notice lost to a crash here costs less than a notice for a payment that was not.
  await notifyMembershipChange(db, payment.userId, payment.tier);
  return { paymentId, userId: payment.userId, tier: payment.tier, validUntil };
}
