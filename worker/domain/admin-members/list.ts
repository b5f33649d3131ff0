import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMemberRow,
  type AdminMembersPage,
  type AdminMembersQuery,
} from "../../contract/admin-members";
import { paidTierIds } from "../../contract/enums";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import { cardState } from "../membership/validity";

const DAY_MS = 86_400_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL | AnyColumn, text: string) =>
  sql`lower(${column}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;

/** The name admins see: the profile's first and last name, else the account name. */
export const displayName = sql<string>`coalesce(nullif(trim(coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, '')), ''), ${user.name})`;

const paidTier = inArray(members.membershipTier, paidTierIds);
const notSuspended = ne(members.accountStatus, "suspended");
/** The end date the card shows (validity.ts's cardValidUntil): Basic has none. */
const shownValidUntil = sql<string | null>`case when ${paidTier} then ${members.membershipValidUntil} end`;

/** membershipStatus (validity.ts) as a condition: the same rule the card and /verify apply. */
function membershipIs(status: NonNullable<AdminMembersQuery["membership"]>, nowIso: string): SQL | undefined {
  if (status === "suspended") return eq(members.accountStatus, "suspended");
  const ended = and(
    paidTier,
    isNotNull(members.membershipValidUntil),
    lte(members.membershipValidUntil, nowIso),
  );
  return status === "expired" ? and(notSuspended, ended) : and(notSuspended, sql`not (${ended})`);
}

/** Search and filters, shared by the paged list and the exports so all show the same members. */
export function memberFilter(query: AdminMembersQuery, now: Date): SQL | undefined {
  const nowIso = now.toISOString();
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    conditions.push(
      or(
        contains(displayName, query.q),
        contains(user.email, query.q),
        contains(members.membershipId, query.q),
      ),
    );
  }
  if (query.tier) conditions.push(eq(members.membershipTier, query.tier));
  if (query.city) conditions.push(eq(members.location, query.city));
  if (query.language) conditions.push(eq(members.preferredLanguage, query.language));
  if (query.role) conditions.push(eq(members.role, query.role));
  if (query.onboarding === "completed") conditions.push(isNotNull(members.onboardingCompletedAt));
  if (query.onboarding === "pending") conditions.push(isNull(members.onboardingCompletedAt));
  if (query.status) conditions.push(eq(members.accountStatus, query.status));
  if (query.membership) conditions.push(membershipIs(query.membership, nowIso));
  if (query.expiresWithin) {
    const until = new Date(now.getTime() + query.expiresWithin * DAY_MS).toISOString();
    // A range on the indexed column: paid periods still running that end inside the window.
    conditions.push(
      and(paidTier, gt(members.membershipValidUntil, nowIso), lte(members.membershipValidUntil, until)),
    );
  }
  return and(...conditions);
}

/**
 * Newest sign-ups first unless asked otherwise; by expiry, the soonest end first. Members never active
 * or without an end date sort last whichever the direction; the user id breaks ties so pages never
 * overlap.
 */
export function memberOrder(query: AdminMembersQuery): SQL[] {
  const sort = query.sort ?? "joined";
  const dir = query.dir ?? (sort === "name" || sort === "validUntil" ? "asc" : "desc");
  const by = dir === "asc" ? asc : desc;
  const column =
    sort === "name"
      ? sql`lower(${displayName})`
      : sort === "lastActive"
        ? members.lastActiveAt
        : sort === "validUntil"
          ? shownValidUntil
          : members.createdAt;
  const nullsLast =
    sort === "lastActive" || sort === "validUntil" ? [sql`${column} is null`] : ([] satisfies SQL[]);
  return [...nullsLast, by(column), by(members.userId)];
}

const rowColumns = {
  userId: members.userId,
  name: displayName,
  email: user.email,
  membershipId: members.membershipId,
  tier: members.membershipTier,
  storedValidUntil: members.membershipValidUntil,
  role: members.role,
  city: members.location,
  language: members.preferredLanguage,
  onboardingCompletedAt: members.onboardingCompletedAt,
  accountStatus: members.accountStatus,
  joinedAt: members.createdAt,
  lastActiveAt: members.lastActiveAt,
};

const selectRows = (db: Database, where: SQL | undefined, order: SQL[]) =>
  db
    .select(rowColumns)
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(where)
    .orderBy(...order);
type StoredRow = Awaited<ReturnType<typeof selectRows>>[number];

const toRow =
  (now: Date) =>
  ({ onboardingCompletedAt, storedValidUntil, ...row }: StoredRow): AdminMemberRow => {
    return {
      ...row,
      ...cardState({ ...row, storedValidUntil }, now),
      onboardingCompleted: onboardingCompletedAt !== null,
    };
  };

/** GET /api/admin/members: one page of 25 and how many match in all. */
export async function listAdminMembers(
  db: Database,
  query: AdminMembersQuery,
  now: Date,
): Promise<AdminMembersPage> {
  const page = query.page ?? 1;
  const where = memberFilter(query, now);
  const [rows, totals] = await Promise.all([
    selectRows(db, where, memberOrder(query))
      .limit(ADMIN_MEMBERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_MEMBERS_PAGE_SIZE),
    db.select({ total: count() }).from(members).innerJoin(user, eq(user.id, members.userId)).where(where),
  ]);
  return {
    members: rows.map(toRow(now)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize: ADMIN_MEMBERS_PAGE_SIZE,
  };
}
