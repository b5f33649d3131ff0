import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { bankTransferSchema } from "../../contract/payments";
import type { Database } from "../../db/client";
import { members, membershipTiers, payments } from "../../db/schema";
import { AppError } from "../../errors";
import { settlePayment } from "../membership/period";

export const UNKNOWN_MEMBER_MESSAGE = "No member has this membership ID";
export const DUPLICATE_REFERENCE_MESSAGE = "This bank reference is already recorded";

/**
 * An admin records a bank transfer that arrived: a payment row (the reference is unique per provider,
 * so the same transfer recorded twice is refused and changes nothing), settled by the one function that
 * turns payments into membership.
 */
export async function recordBankTransfer(
  db: Database,
  input: z.output<typeof bankTransferSchema>,
  adminUserId: string,
  now: Date,
): Promise<{ paymentId: string }> {
  const member = await db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.membershipId, input.membershipId))
    .get();
  if (!member) throw new AppError("not_found", UNKNOWN_MEMBER_MESSAGE);
  const tier = await db
    .select({ priceHalalas: membershipTiers.priceHalalas })
    .from(membershipTiers)
    .where(eq(membershipTiers.id, input.tier))
    .get();
  const amountHalalas = input.amountHalalas ?? tier?.priceHalalas;
  if (!amountHalalas) {
    throw new AppError("validation_failed", "Check the highlighted fields", {
      amountHalalas: ["Enter the amount: this tier has no price to default to"],
    });
  }
  // The unique index decides, not a read before the write: two admins recording the same transfer at
  // once still leave one payment.
  const [inserted] = await db
    .insert(payments)
    .values({
      userId: member.userId,
      tier: input.tier,
      amountHalalas,
      provider: "bank_transfer",
      providerRef: input.reference,
      status: "pending",
      recordedBy: adminUserId,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!inserted) throw new AppError("conflict", DUPLICATE_REFERENCE_MESSAGE);
  const settled = await settlePayment(db, inserted.id, now);
  if (!settled) throw new AppError("internal", "The transfer was recorded but could not be settled");
  return { paymentId: inserted.id };
}
