import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { membershipRenewalReminders, payments, welcomeEmails } from "../../db/schema";

/**
 * The member's payments, the renewal reminders and the welcome email sent to them, for the data export. On erasure the
 * payment rows stay for the accounts with their link to the person cut (payments.user_id and
 * recorded_by are ON DELETE SET NULL); the reminders go with the account (ON DELETE CASCADE).
 * The gateway's hosted page address and failure text are the gateway's, not the member's, data.
 */
export async function exportMemberPayments(db: Database, userId: string) {
  const [paid, reminders, welcome] = await Promise.all([
    db
      .select({
        tier: payments.tier,
        amountHalalas: payments.amountHalalas,
        currency: payments.currency,
        method: payments.provider,
        reference: payments.providerRef,
        status: payments.status,
        paidAt: payments.paidAt,
        validUntil: payments.validUntil,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
    db
      .select({
        membershipEnding: membershipRenewalReminders.validUntil,
        daysBefore: membershipRenewalReminders.daysBefore,
        sentAt: membershipRenewalReminders.sentAt,
      })
      .from(membershipRenewalReminders)
      .where(eq(membershipRenewalReminders.userId, userId))
      .orderBy(asc(membershipRenewalReminders.sentAt)),
    // The profile-completion email an import's welcome sends (issue 9): when it was queued and sent.
    db
      .select({ queuedAt: welcomeEmails.enqueuedAt, sentAt: welcomeEmails.sentAt })
      .from(welcomeEmails)
      .where(eq(welcomeEmails.userId, userId)),
  ]);
  return { payments: paid, renewalReminders: reminders, welcomeEmail: welcome[0] ?? null };
}
