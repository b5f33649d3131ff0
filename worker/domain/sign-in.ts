import { eq } from "drizzle-orm";
import { UNREMEMBERED_SESSION_MS } from "../auth/auth";
import { claimOncePer, noticeKey } from "../auth/rate-limit";
import type { Language } from "../contract/enums";
import type { Database } from "../db/client";
import { members, session, user, verification } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { signInFailuresEmail } from "../email/sign-in-failures-email";
import { accountEmail } from "../email/templates";
import { recordConsents } from "./privacy/consents";

/** From this many failures on one account within an hour (any addresses), its owner hears of it. */
export const NOTICE_AFTER_FAILURES = 10;
/** ... and at most once a day, however long the attack goes on. */
export const NOTICE_EVERY_MS = 24 * 3_600_000;

/** "Remember me" unticked: better-auth sets a browser-session cookie; its server-side session ends sooner too. */
export async function shortenSession(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(session)
    .set({ expiresAt: new Date(now.getTime() + UNREMEMBERED_SESSION_MS) })
    .where(eq(session.token, token));
}

/** A suspended member's password is right but they may not in: the session just made goes again. */
export async function refuseIfSuspended(db: Database, userId: string, token: string): Promise<boolean> {
  const row = await db
    .select({ status: members.accountStatus })
    .from(members)
    .where(eq(members.userId, userId))
    .get();
  if (row?.status !== "suspended") return false;
  await db.delete(session).where(eq(session.token, token));
  return true;
}

/**
 * Many failed sign-ins on one account: the owner gets one email a day about it, in their language,
 * through the outbox. Addresses with no account get nothing (and the answer is the same either way).
 */
export async function noticeRepeatedFailures(
  db: Database,
  mailer: Mailer,
  attempt: { email: string; failures: number; origin: string; now: number },
): Promise<void> {
  if (attempt.failures < NOTICE_AFTER_FAILURES) return;
  const owner = await db
    .select({ email: user.email, name: user.name, language: members.preferredLanguage })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(eq(user.email, attempt.email.trim().toLowerCase()))
    .get();
  if (!owner) return;
  if (!(await claimOncePer(db, noticeKey(owner.email), NOTICE_EVERY_MS, attempt.now))) return;
  await mailer.send(
    signInFailuresEmail({
      to: owner.email,
      name: owner.name,
      language: owner.language ?? "en",
      origin: attempt.origin,
    }),
  );
}

/**
 * The terms and privacy consents of a sign-up, when it made an account: for an address that had one
 * already, better-auth answers a made-up user that is not stored, and nothing is recorded.
 */
export async function recordSignUpConsents(db: Database, userId: string): Promise<void> {
  const created = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).get();
  if (created) await recordConsents(db, created.id, ["terms", "privacy"], true, "signup");
}

/** The account a password-reset token belongs to (its email and name are not allowed as the password). */
export async function accountOfResetToken(
  db: Database,
  token: string,
): Promise<{ email: string; name: string } | undefined> {
  return db
    .select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .get();
}

/** After a password change from the account page: the member hears of it (someone else may have done it). */
export async function tellPasswordChanged(
  mailer: Mailer,
  account: { email: string; name: string; language: Language },
): Promise<void> {
  await mailer.send(
    accountEmail("password-changed", { to: account.email, name: account.name, language: account.language }),
  );
}
