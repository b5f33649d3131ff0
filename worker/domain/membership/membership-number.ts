/**
 * The one place membership numbers are made: `{prefix}-YYYYMMDD-NNNN`, the date the member joined in
 * Riyadh and four random digits. Random, not sequential, so a visitor cannot walk /verify through a
 * day's members. Every way an account is created writes its number in the same batch as the member
 * row; ensureMembershipId numbers any account still without one (older rows the migration missed).
 */
import { and, eq, gte, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { AppError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { DIGITS_PER_DAY, membershipIdFor, riyadhDay } from "./membership-id";

export { membershipIdFor, membershipIdRandom, numberColumns } from "./membership-id";

/** Random draws per single creation; five collisions in a row mean the day is filling up. */
export const NUMBER_ATTEMPTS = 5;

/** True when a write failed because the membership number was already taken (not the email, not the user). */
export function isNumberCollision(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (/membership_id/.test(String((current as { message?: unknown }).message ?? current))) return true;
  }
  return false;
}

/**
 * Runs a creation that writes `membershipId` (with whatever else its batch holds), drawing new digits
 * when the number collides with another member's. After a few random draws (the day is filling up) it
 * picks among the day's free numbers as read; when the day's 10,000 are all taken the account is
 * created without one rather than refused, and ensureMembershipId numbers it on a later day.
 * Any other failure is the caller's.
 */
export async function withNewNumber<T>(
  db: Database,
  prefix: string,
  now: Date,
  write: (membershipId: string | null) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt += 1) {
    try {
      return await write(membershipIdFor(prefix, now));
    } catch (error) {
      if (!isNumberCollision(error)) throw error;
    }
  }
  for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt += 1) {
    const free = (await drawDayNumbers(db, prefix, now))();
    try {
      return await write(free);
    } catch (error) {
      if (!isNumberCollision(error)) throw error;
    }
  }
  throw new AppError("conflict", "Could not allocate a membership id, please try again");
}

/**
 * Gives the account a membership id once: an account that has one keeps it (re-registering and
 * upgrades are idempotent; an upgrade changes the tier, never the number). A collision with another
 * member's id draws new digits, a few times.
 */
export async function ensureMembershipId(
  db: Database,
  userId: string,
  prefix: string,
  now = new Date(),
): Promise<string> {
  for (let attempt = 0; attempt < 2 * NUMBER_ATTEMPTS; attempt += 1) {
    const existing = await db
      .select({ membershipId: members.membershipId })
      .from(members)
      .where(eq(members.userId, userId))
      .get();
    if (!existing) throw new AppError("not_found", "No member profile for this account");
    if (existing.membershipId) return existing.membershipId;
    // Random draws first; then (a day filling up) one of the day's free numbers as read.
    const candidate =
      attempt < NUMBER_ATTEMPTS ? membershipIdFor(prefix, now) : (await drawDayNumbers(db, prefix, now))();
    if (!candidate) break;
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

/** Hands out a day's unused numbers in random order; null once the day's 10,000 are all taken. */
export type NumberDraw = () => string | null;

/**
 * For a bulk creation (the member import): the day's numbers not yet issued, read once (a range scan
 * of the unique index), shuffled so they stay as hard to guess as single draws.
 */
export async function drawDayNumbers(db: Database, prefix: string, now: Date): Promise<NumberDraw> {
  const dayPrefix = `${prefix}-${riyadhDay(now)}-`;
  // "." sorts right after "-": the range holds exactly the ids that start with dayPrefix.
  const issued = await db
    .select({ id: members.membershipId })
    .from(members)
    .where(and(gte(members.membershipId, dayPrefix), lt(members.membershipId, `${dayPrefix.slice(0, -1)}.`)));
  const used = new Set(issued.map((row) => row.id?.slice(dayPrefix.length)));
  const free: string[] = [];
  for (let n = 0; n < DIGITS_PER_DAY; n += 1) {
    const digits = String(n).padStart(4, "0");
    if (!used.has(digits)) free.push(digits);
  }
  const random = crypto.getRandomValues(new Uint32Array(free.length));
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = (random[i] ?? 0) % (i + 1);
    [free[i], free[j]] = [free[j] as string, free[i] as string];
  }
  return () => {
    const digits = free.pop();
    return digits === undefined ? null : dayPrefix + digits;
  };
}
