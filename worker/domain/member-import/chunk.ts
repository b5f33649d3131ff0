import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import { importedMembership, importedSince, replacesMembership } from "./membership";
import type { ImportNumbers } from "./numbers";
import type { MemberRow } from "./rows";
import { type Statement, slices } from "./statements";

// What a chunk of the import reads before it writes, and the update a row makes of an existing member.

const LOOKUP_PER_QUERY = 90;

export type Existing = { userId: string; membershipTier: string; membershipValidUntil: string | null };

/** Existing accounts among these (lower-cased) emails, with their membership: the statements. */
const accountQueries = (db: Database, emails: string[]) =>
  slices(emails, LOOKUP_PER_QUERY).map((part) =>
    db
      .select({
        userId: user.id,
        email: sql<string>`lower(${user.email})`,
        membershipTier: members.membershipTier,
        membershipValidUntil: members.membershipValidUntil,
      })
      .from(user)
      .innerJoin(members, eq(members.userId, user.id))
      .where(inArray(sql`lower(${user.email})`, part)),
  );

/**
 * Runs read statements of several kinds in one D1 round trip (a batch is one call, however many
 * statements it holds) and hands each kind its results, in order.
 */
export async function batchReads(db: Database, groups: Statement[][]): Promise<unknown[][][]> {
  const all = groups.flat();
  const [first, ...rest] = all;
  const results = (first ? await db.batch([first, ...rest]) : []) as unknown[][];
  let offset = 0;
  return groups.map((group) => {
    const mine = results.slice(offset, offset + group.length);
    offset += group.length;
    return mine;
  });
}

/**
 * What a chunk needs to know before writing, read at once: which emails have accounts, who holds the
 * numbers the sheet keeps, and the numbers issued on the days its new members will be numbered by.
 */
export async function chunkLookups(db: Database, numbers: ImportNumbers, valid: MemberRow[]) {
  const days = numbers.daysToRead(valid.filter((row) => !row.membershipNumber));
  const [accounts = [], holders = [], issued = []] = await batchReads(db, [
    accountQueries(
      db,
      valid.map((row) => row.email),
    ),
    numbers.holderQueries(valid.flatMap((row) => (row.membershipNumber ? [row.membershipNumber] : []))),
    numbers.dayQueries(days),
  ]);
  numbers.learnDays(days, issued as { id: string | null }[][]);
  const existing = new Map<string, Existing>();
  for (const rows of accounts as (Existing & { email: string })[][])
    for (const { email, ...row } of rows) existing.set(email, row);
  return { existing, holders: numbers.holdersFrom(holders as { userId: string; number: string | null }[][]) };
}

/**
 * Update mode: fills or overwrites the profile with what the sheet gives (never the email, role or
 * password); the city, language, join date and kept number when the sheet has them; the membership
 * only as replacesMembership allows.
 */
export function memberUpdate(db: Database, existing: Existing, row: MemberRow, now: Date) {
  const membership = row.tier ? importedMembership(row, now) : null;
  const fromSheet = {
    firstName: row.firstName || undefined,
    lastName: row.lastName || undefined,
    phoneNumber: row.phoneNumber ?? undefined,
    title: row.title ?? undefined,
    company: row.company ?? undefined,
    location: row.location ?? undefined,
    preferredLanguage: row.language ?? undefined,
    membershipSince: row.joinedOn ? importedSince(row, now) : undefined,
    membershipId: row.membershipNumber ?? undefined,
    ...(membership && replacesMembership(existing, membership, now) ? membership : {}),
  };
  return db
    .update(members)
    .set({ ...fromSheet, updatedAt: now.toISOString() })
    .where(eq(members.userId, existing.userId));
}
