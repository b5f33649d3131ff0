import { and, eq, isNull, sql } from "drizzle-orm";
import type { MembershipTierId } from "../../contract/enums";
import type { MembershipRegisterResult } from "../../contract/membership-register";
import type { Database } from "../../db/client";
import { account, members, user } from "../../db/schema";
import { AppError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { passwordlessAccountRows } from "./passwordless-account";

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so the Riyadh date is a fixed shift. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const ID_ATTEMPTS = 5;

/** Four random digits, 0000-9999. A property of an object so tests can force collisions. */
export const membershipIdRandom = {
  digits(): string {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    return String(value % 10_000).padStart(4, "0");
  },
};

/** `{prefix}-YYYYMMDD-NNNN` with the date as it is in Riyadh (spec point 4). */
export function membershipIdFor(prefix: string, now: Date, digits = membershipIdRandom.digits()): string {
  const riyadh = new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");
  return `${prefix}-${riyadh}-${digits}`;
}

/**
 * Gives the account a membership id once: an account that has one keeps it (re-registering is
 * idempotent). A collision with another member's id draws new digits, a few times.
 */
export async function ensureMembershipId(
  db: Database,
  userId: string,
  prefix: string,
  now = new Date(),
): Promise<string> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const existing = await db
      .select({ membershipId: members.membershipId })
      .from(members)
      .where(eq(members.userId, userId))
      .get();
    if (!existing) throw new AppError("not_found", "No member profile for this account");
    if (existing.membershipId) return existing.membershipId;
    const candidate = membershipIdFor(prefix, now);
    try {
      await db
        .update(members)
        .set({ membershipId: candidate, membershipSince: now.toISOString(), updatedAt: now.toISOString() })
        .where(and(eq(members.userId, userId), isNull(members.membershipId)));
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
  }
  throw new AppError("conflict", "Could not allocate a membership id, please try again");
}

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

/**
 * A visitor's account, created without a password: they choose one through the emailed
 * set-password link (better-auth's reset flow adds the credential on first reset).
 */
export async function createPasswordlessAccount(
  db: Database,
  input: NewMember,
  now = new Date(),
): Promise<string> {
  const [firstName, ...rest] = input.fullName.trim().split(/\s+/);
  const rows = passwordlessAccountRows(
    {
      email: input.email,
      firstName: firstName || null,
      lastName: rest.join(" ") || null,
      phoneNumber: input.phone,
      title: input.profession,
      company: input.company,
      location: input.city,
    },
    now,
  );
  await db.batch([
    db.insert(user).values(rows.user),
    db.insert(members).values({ ...rows.member, preferredLanguage: input.language }),
  ]);
  return rows.user.id;
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
