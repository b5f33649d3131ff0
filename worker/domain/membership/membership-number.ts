/**
 * The one place membership numbers are made: `{prefix}-YYYYMMDD-NNNN`, the date the member joined in
 * Riyadh and four random digits. Random, not sequential, so a visitor cannot walk /verify through a
 * day's members. A day never runs out: past its 10,000 four-digit numbers it continues with five
 * digits (`NNNNN`), then six (issue 32), so no creation is ever refused for want of a number. Every way
 * an account is created writes its number in the same batch as the member row; ensureMembershipId
 * numbers any account still without one (older rows the migration missed).
 */
import { and, eq, gte, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { AppError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { FIRST_WIDTH, membershipIdFor, membershipIdRandom, riyadhDay } from "./membership-id";

export { membershipIdFor, membershipIdRandom, numberColumns } from "./membership-id";

/** Random draws per single creation before the day's numbers are read; also retries after a read. */
export const NUMBER_ATTEMPTS = 5;
/** Random draws against the day as read, while at most half its numbers of a width are taken. */
const RANDOM_TRIES = 32;

/** True when a write failed because the membership number was already taken (not the email, not the user). */
export function isNumberCollision(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (/membership_id/.test(String((current as { message?: unknown }).message ?? current))) return true;
  }
  return false;
}

/**
 * One Riyadh day's numbers as read from the unique index: hands out numbers nobody holds, four random
 * digits while the day has plenty, then any free four-digit one, then five digits, and so on. It
 * remembers what it handed out, so a bulk creation never gives one number twice; a number someone
 * else took after the read fails the caller's write (the unique index), which reads the day again.
 */
export class DayNumbers {
  private readonly takenByWidth = new Map<number, number>();

  constructor(
    private readonly dayPrefix: string,
    private readonly used: Set<string>,
  ) {
    for (const digits of used) this.count(digits.length);
  }

  private count(width: number) {
    this.takenByWidth.set(width, (this.takenByWidth.get(width) ?? 0) + 1);
  }

  /** Marks digits as used without handing them out (numbers a sheet keeps, written in the same import). */
  reserve(digits: string) {
    if (this.used.has(digits)) return;
    this.used.add(digits);
    this.count(digits.length);
  }

  take(): string {
    for (let width = FIRST_WIDTH; ; width += 1) {
      const capacity = 10 ** width;
      const taken = this.takenByWidth.get(width) ?? 0;
      if (taken >= capacity) continue;
      const digits = (taken <= capacity / 2 && this.randomFree(width)) || this.scanFree(width, capacity);
      if (digits) {
        this.used.add(digits);
        this.count(width);
        return this.dayPrefix + digits;
      }
    }
  }

  private randomFree(width: number): string | null {
    for (let attempt = 0; attempt < RANDOM_TRIES; attempt += 1) {
      const digits = membershipIdRandom.digits(width);
      if (digits.length === width && !this.used.has(digits)) return digits;
    }
    return null;
  }

  /** A crowded width: the first free number after a random start. */
  private scanFree(width: number, capacity: number): string | null {
    const start = Number(membershipIdRandom.digits(width)) % capacity;
    for (let step = 0; step < capacity; step += 1) {
      const digits = String((start + step) % capacity).padStart(width, "0");
      if (!this.used.has(digits)) return digits;
    }
    return null;
  }
}

const dayPrefixOf = (prefix: string, day: string) => `${prefix}-${day}-`;

/** The numbers issued on a day: a range scan of the unique index ("." sorts right after "-"). */
export function issuedOn(db: Database, prefix: string, day: string) {
  const dayPrefix = dayPrefixOf(prefix, day);
  return db
    .select({ id: members.membershipId })
    .from(members)
    .where(and(gte(members.membershipId, dayPrefix), lt(members.membershipId, `${dayPrefix.slice(0, -1)}.`)));
}

/** A day's numbers from issuedOn's rows. */
export function dayNumbersFrom(prefix: string, day: string, rows: { id: string | null }[]): DayNumbers {
  const dayPrefix = dayPrefixOf(prefix, day);
  const used = new Set<string>();
  for (const row of rows) {
    const digits = row.id?.slice(dayPrefix.length);
    if (digits && /^\d+$/.test(digits)) used.add(digits);
  }
  return new DayNumbers(dayPrefix, used);
}

/** One day's numbers as read now (for `now`'s day in Riyadh). */
export async function readDayOf(db: Database, prefix: string, now: Date): Promise<DayNumbers> {
  const day = riyadhDay(now);
  return dayNumbersFrom(prefix, day, await issuedOn(db, prefix, day));
}

/**
 * The number to try at an attempt: random digits for the first few, then (the day is filling up, or
 * others keep taking the same numbers) one the day has free as read, with more digits once the
 * four-digit ones are gone.
 */
const candidateAt = async (db: Database, prefix: string, now: Date, attempt: number) =>
  attempt < NUMBER_ATTEMPTS ? membershipIdFor(prefix, now) : (await readDayOf(db, prefix, now)).take();

/**
 * Runs a creation that writes `membershipId` (with whatever else its batch holds), drawing another
 * number (candidateAt) when it collides with another member's. Any other failure is the caller's.
 */
export async function withNewNumber<T>(
  db: Database,
  prefix: string,
  now: Date,
  write: (membershipId: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < 2 * NUMBER_ATTEMPTS; attempt += 1) {
    try {
      return await write(await candidateAt(db, prefix, now, attempt));
    } catch (error) {
      if (!isNumberCollision(error)) throw error;
    }
  }
  // Ten collisions in a row: other creations are taking the very numbers read, over and over.
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
    const candidate = await candidateAt(db, prefix, now, attempt);
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
