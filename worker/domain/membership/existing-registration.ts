import { eq } from "drizzle-orm";
import { keyRetryAfterMs, recordKeyFailure } from "../../auth/rate-limit";
import type { Language, MembershipTierId } from "../../contract/enums";
import type { MembershipRegisterResult } from "../../contract/membership-register";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { accountExistsEmail } from "../../email/identity-emails";
import type { Mailer } from "../../email/mailer";

/** Mails about one address per 15 minutes (rate-limit.ts's window): a script cannot flood an inbox. */
export const EXISTING_ACCOUNT_MAILS = 3;

/**
 * A visitor's registration answer, the same whether the address was new or had an account: the
 * membership number, the set-password link and any payment link go to the inbox, never to the page.
 */
export function visitorRegistrationResult(tier: MembershipTierId): MembershipRegisterResult {
  return { membershipId: null, tier, paymentRequired: tier !== "basic", next: null, emailed: true };
}

/** True (and counted) while the address may be mailed again; past the limit nothing is sent, silently. */
export async function mayMailAddress(db: Database, email: string, now = new Date()): Promise<boolean> {
  const key = `register-mail:${email.trim().toLowerCase()}`;
  if ((await keyRetryAfterMs(db, key, EXISTING_ACCOUNT_MAILS, now.getTime())) > 0) return false;
  await recordKeyFailure(db, key, now.getTime());
  return true;
}

/** "Someone tried to register with your address": the owner signs in or resets their password. */
export async function mailExistingOwner(
  db: Database,
  mailer: Mailer,
  owner: { userId: string; email: string },
  options: { origin: string; fallbackLanguage: Language },
): Promise<void> {
  const row = await db
    .select({ language: members.preferredLanguage })
    .from(members)
    .where(eq(members.userId, owner.userId))
    .get();
  await mailer.send(
    accountExistsEmail({
      to: owner.email,
      language: row?.language ?? options.fallbackLanguage,
      origin: options.origin,
    }),
  );
}
