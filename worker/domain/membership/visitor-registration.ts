import type { Language, MembershipTierId } from "../../contract/enums";
import { paidTierIds } from "../../contract/enums";
import type { MembershipRegisterResult } from "../../contract/membership-register";
import type { Database } from "../../db/client";
import type { Mailer } from "../../email/mailer";
import { emailCheckoutLink } from "../payments/checkout-link";
import { mailExistingOwner, mayMailAddress, visitorRegistrationResult } from "./existing-registration";
import { ensureMembershipId } from "./membership-number";
import { createPasswordlessAccount, findAccountByEmail } from "./register";

export type VisitorRegistration = {
  db: Database;
  mailer: Mailer;
  prefix: string;
  origin: string;
  language: Language;
  ip: string | null;
  /** Secret that signs the emailed checkout link (lib/signing-secret.ts). */
  secret: string;
  /** Mails a fresh set-password link (better-auth's reset flow, which creates the password on first use). */
  resendSetPassword: (email: string) => Promise<void>;
};

/**
 * A visitor's /api/membership/register. The answer is the same whether the address was new or had an
 * account (no account discovery): the number, the set-password link and any payment link go to the inbox.
 * A new address gets the passwordless account with its number and welcome (the welcome carries the
 * set-password link) and, for a paid tier, the signed checkout link. An address with an account is never
 * given a membership without signing in: its owner is told ("someone tried to register"), or, for an
 * account this flow created whose password is not set yet, sent the set-password link again. Mails
 * about one address are limited (mayMailAddress); past the limit nothing is sent, silently.
 */
export async function registerAsVisitor(
  input: Omit<Parameters<typeof createPasswordlessAccount>[1], "language">,
  tier: MembershipTierId,
  ctx: VisitorRegistration,
): Promise<MembershipRegisterResult> {
  const answer = visitorRegistrationResult(tier);
  const existing = await findAccountByEmail(ctx.db, input.email);
  if (existing) {
    if (!(await mayMailAddress(ctx.db, input.email))) return answer;
    if (existing.hasPassword)
      await mailExistingOwner(
        ctx.db,
        ctx.mailer,
        { userId: existing.userId, email: input.email },
        { origin: ctx.origin, fallbackLanguage: ctx.language },
      );
    else await ctx.resendSetPassword(input.email);
    return answer;
  }
  const created = await createPasswordlessAccount(
    ctx.db,
    { ...input, language: ctx.language },
    { prefix: ctx.prefix, origin: ctx.origin, mailer: ctx.mailer },
  );
  // Null when the same address registered a moment ago (a double submit): that one mailed already.
  if (!created) return answer;
  // The welcome counts against the address's mail limit.
  await mayMailAddress(ctx.db, input.email);
  const paidTier = paidTierIds.find((paid) => paid === tier);
  if (paidTier) {
    // Null only on a day whose 10,000 numbers are all issued: ensureMembershipId then says so (409).
    const membershipId =
      created.membershipId ?? (await ensureMembershipId(ctx.db, created.userId, ctx.prefix));
    await emailCheckoutLink(
      ctx.db,
      ctx.mailer,
      { membershipId, tier: paidTier, origin: ctx.origin, ip: ctx.ip, secret: ctx.secret },
      new Date(),
    );
  }
  return answer;
}
