import { eq } from "drizzle-orm";
import type { Language, MembershipTierId } from "../../contract/enums";
import { paidTierIds } from "../../contract/enums";
import type { MembershipConfirmResult, MembershipRegisterResult } from "../../contract/membership-register";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { registrationConfirmEmail } from "../../email/registration-confirm-email";
import { AppError } from "../../errors";
import { checkoutLinkUrl } from "../payments/checkout-link";
import { type MailClient, requireVisitorMail } from "../visitor-mail/limit";
import { ensureMembershipId } from "./membership-number";
import {
  claimPendingRegistration,
  type PendingRegistration,
  storePendingRegistration,
} from "./pending-registration";
import { createPasswordlessAccount, findAccountByEmail } from "./register";
import { visitorRegistrationResult } from "./visitor-registration-result";
import { setPasswordLink } from "./welcome-mail";

export type VisitorRegistration = {
  db: Database;
  mailer: Mailer;
  prefix: string;
  origin: string;
  language: Language;
  client: MailClient;
  /** Secret that signs the emailed links (lib/signing-secret.ts). */
  secret: string;
};

/**
 * A visitor's /api/membership/register creates nothing but a pending registration and mails its
 * confirmation link (issue 18: a visitor could create accounts for any address). The mail and the
 * answer are the same whether the address is new or has an account, so neither tells who has one;
 * past the visitor-mail limits the answer is a 429, counted before anything else for the same reason.
 */
export async function registerAsVisitor(
  input: Omit<PendingRegistration, "tier" | "language">,
  tier: MembershipTierId,
  ctx: VisitorRegistration,
): Promise<MembershipRegisterResult> {
  const email = input.email.trim().toLowerCase();
  await requireVisitorMail(ctx.db, { purpose: "registration", recipient: email, client: ctx.client });
  const url = await storePendingRegistration(
    ctx.db,
    { ...input, email, tier, language: ctx.language },
    { origin: ctx.origin, secret: ctx.secret },
  );
  await ctx.mailer.send(registrationConfirmEmail({ to: email, language: ctx.language, url }));
  return visitorRegistrationResult(tier);
}

/**
 * The confirmation link, followed: the address is the visitor's, so the account (passwordless, with
 * its number and welcome mail) is created now, once; the page gets the set-password link and, for a
 * paid tier, the signed checkout link. A link used or expired is a 404; an address that got an account
 * meanwhile is "existing" (one account per address, whatever the clicks).
 */
export async function confirmVisitorRegistration(
  link: { id: string; token: string },
  ctx: Omit<VisitorRegistration, "language" | "client">,
  now = new Date(),
): Promise<MembershipConfirmResult> {
  const pending = await claimPendingRegistration(ctx.db, { ...link, secret: ctx.secret }, now);
  if (!pending) throw new AppError("not_found", "This confirmation link has been used or has expired.");
  const existing = await findAccountByEmail(ctx.db, pending.email);
  const created = existing
    ? null
    : await createPasswordlessAccount(
        ctx.db,
        { ...pending },
        { prefix: ctx.prefix, origin: ctx.origin, mailer: ctx.mailer },
        now,
      );
  if (!created) {
    // Had an account, or got one a moment ago (another tab's click): nothing more is created.
    const account = existing ?? (await findAccountByEmail(ctx.db, pending.email));
    return {
      outcome: "existing",
      membershipId: null,
      tier: pending.tier,
      setPasswordUrl:
        account && !account.hasPassword
          ? await setPasswordLink(ctx.db, account.userId, ctx.origin, now)
          : null,
      checkoutUrl: null,
    };
  }
  await ctx.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.userId));
  // Null only on a day whose 10,000 numbers are all issued: ensureMembershipId then says so (409).
  const membershipId = created.membershipId ?? (await ensureMembershipId(ctx.db, created.userId, ctx.prefix));
  const paidTier = paidTierIds.find((paid) => paid === pending.tier);
  return {
    outcome: "created",
    membershipId,
    tier: pending.tier,
    setPasswordUrl: await setPasswordLink(ctx.db, created.userId, ctx.origin, now),
    checkoutUrl: paidTier
      ? await checkoutLinkUrl(ctx.secret, { origin: ctx.origin, membershipId, tier: paidTier }, now)
      : null,
  };
}
