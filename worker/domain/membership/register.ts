import { and, eq, sql } from "drizzle-orm";
import { matchCity } from "../../contract/cities";
import type { MembershipTierId } from "../../contract/enums";
import type { MembershipRegisterResult } from "../../contract/membership-register";
import type { Database } from "../../db/client";
import { account, members, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { isUniqueViolation } from "../../lib/db-errors";
import { isNumberCollision, numberColumns, withNewNumber } from "./membership-number";
import { passwordlessAccountRows } from "./passwordless-account";
import { welcomeMailId, welcomeMailRow } from "./welcome-mail";

export function registrationResult(membershipId: string, tier: MembershipTierId): MembershipRegisterResult {
  const paid = tier !== "basic";
  return {
    membershipId,
    tier,
    emailed: false,
    paymentRequired: paid,
    // The spec's /checkout?membership_id=… (Premium is what that page sells unless told otherwise).
    next: paid
      ? `/checkout?membership_id=${encodeURIComponent(membershipId)}${tier === "premium" ? "" : `&tier=${tier}`}`
      : null,
  };
}

export type ExistingAccount = { userId: string; hasPassword: boolean };

export async function findAccountByEmail(db: Database, email: string): Promise<ExistingAccount | null> {
  const found = await db
    .select({ userId: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .get();
  if (!found) return null;
  const credential = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, found.userId), eq(account.providerId, "credential")))
    .get();
  return { userId: found.userId, hasPassword: Boolean(credential) };
}

type NewMember = {
  fullName: string;
  email: string;
  phone: string;
  profession: string;
  company: string;
  city: string;
  language: "en" | "ar" | "ur";
};

/** Where a new account's number comes from and its welcome goes. */
export type AccountCreation = {
  prefix: string;
  origin: string;
  mailer: Pick<Mailer, "delivery" | "expect" | "kick">;
};

/**
 * A visitor's account, created without a password: they choose one through the set-password link in
 * their welcome email (better-auth's reset flow adds the credential on first reset). The account, its
 * membership number and the welcome are one batch; a number taken meanwhile draws new digits.
 * Null when the email already has an account (created since the caller looked).
 */
export async function createPasswordlessAccount(
  db: Database,
  input: NewMember,
  creation: AccountCreation,
  now = new Date(),
): Promise<{ userId: string; membershipId: string | null } | null> {
  const [firstName, ...rest] = input.fullName.trim().split(/\s+/);
  const rows = passwordlessAccountRows(
    {
      email: input.email,
      firstName: firstName || null,
      lastName: rest.join(" ") || null,
      phoneNumber: input.phone,
      title: input.profession,
      company: input.company,
      // A city id; a registration confirmed or an application approved from before issue 32 may
      // carry the spec's English name ("Mecca"), read here as its id (text naming none stays as it is).
      location: matchCity(input.city) ?? input.city,
    },
    now,
  );
  const userId = rows.user.id;
  try {
    const membershipId = await withNewNumber(db, creation.prefix, now, async (candidate) => {
      await db.batch([
        db.insert(user).values(rows.user),
        db
          .insert(members)
          .values({ ...rows.member, ...numberColumns(candidate, now), preferredLanguage: input.language }),
        welcomeMailRow(db, creation.mailer, { userId, email: rows.user.email, origin: creation.origin, now }),
      ]);
      return candidate;
    });
    creation.mailer.expect(welcomeMailId(userId));
    return { userId, membershipId };
  } catch (error) {
    // The email got its account a moment ago (a double submit, two admins): the caller uses that one.
    if (isUniqueViolation(error) && !isNumberCollision(error)) return null;
    throw error;
  }
}

/** A signed-in member's registration fills the profile fields they had left empty (the card shows them). */
export async function fillEmptyProfile(
  db: Database,
  userId: string,
  input: { phone: string; profession: string; company: string; city: string },
): Promise<void> {
  await db
    .update(members)
    .set({
      phoneNumber: sql`coalesce(${members.phoneNumber}, ${input.phone})`,
      title: sql`coalesce(${members.title}, ${input.profession})`,
      company: sql`coalesce(${members.company}, ${input.company})`,
      location: sql`coalesce(${members.location}, ${input.city})`,
    })
    .where(eq(members.userId, userId));
}

/** Whose membership a /checkout link names (someone just registered, no password yet), or null. */
export async function membershipOwner(db: Database, membershipId: string): Promise<string | null> {
  const row = await db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.membershipId, membershipId))
    .get();
  return row?.userId ?? null;
}
