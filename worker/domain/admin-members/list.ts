import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMemberRow,
  type AdminMembersPage,
  type AdminMembersQuery,
} from "../../contract/admin-members";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import { toCsv } from "./csv";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL | AnyColumn, text: string) =>
  sql`lower(${column}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;

/** The name admins see: the profile's first and last name, else the account name. */
const displayName = sql<string>`coalesce(nullif(trim(coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, '')), ''), ${user.name})`;

/** Search and filters, shared by the paged list and the CSV export so both show the same members. */
function memberFilter(query: AdminMembersQuery): SQL | undefined {
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
  if (query.city) conditions.push(contains(members.location, query.city));
  if (query.role) conditions.push(eq(members.role, query.role));
  if (query.onboarding === "completed") conditions.push(isNotNull(members.onboardingCompletedAt));
  if (query.onboarding === "pending") conditions.push(isNull(members.onboardingCompletedAt));
  if (query.status) conditions.push(eq(members.accountStatus, query.status));
  return and(...conditions);
}

/** Newest sign-ups first unless asked otherwise; the user id breaks ties so pages never overlap. */
function memberOrder(query: AdminMembersQuery): SQL[] {
  const sort = query.sort ?? "joined";
  const dir = query.dir ?? (sort === "name" ? "asc" : "desc");
  const by = dir === "asc" ? asc : desc;
  const column =
    sort === "name"
      ? sql`lower(${displayName})`
      : sort === "lastActive"
        ? members.lastActiveAt
        : members.createdAt;
  // Members who never used a session sort last whichever the direction.
  const nullsLast = sort === "lastActive" ? [sql`${members.lastActiveAt} is null`] : [];
  return [...nullsLast, by(column), by(members.userId)];
}

const rowColumns = {
  userId: members.userId,
  name: displayName,
  email: user.email,
  membershipId: members.membershipId,
  tier: members.membershipTier,
  role: members.role,
  city: members.location,
  onboardingCompletedAt: members.onboardingCompletedAt,
  accountStatus: members.accountStatus,
  joinedAt: members.createdAt,
  lastActiveAt: members.lastActiveAt,
};

const toRow = ({ onboardingCompletedAt, ...row }: Record<string, unknown>): AdminMemberRow => ({
  ...(row as Omit<AdminMemberRow, "onboardingCompleted">),
  onboardingCompleted: onboardingCompletedAt !== null,
});

function selectMembers(db: Database, query: AdminMembersQuery) {
  return db
    .select(rowColumns)
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(memberFilter(query))
    .orderBy(...memberOrder(query));
}

/** GET /api/admin/members: one page of 25 and how many match in all. */
export async function listAdminMembers(db: Database, query: AdminMembersQuery): Promise<AdminMembersPage> {
  const page = query.page ?? 1;
  const [rows, totals] = await Promise.all([
    selectMembers(db, query)
      .limit(ADMIN_MEMBERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_MEMBERS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(members)
      .innerJoin(user, eq(user.id, members.userId))
      .where(memberFilter(query)),
  ]);
  return {
    members: rows.map(toRow),
    total: totals[0]?.total ?? 0,
    page,
    pageSize: ADMIN_MEMBERS_PAGE_SIZE,
  };
}

const csvHeader = [
  "Name",
  "Email",
  "Membership ID",
  "Tier",
  "Role",
  "City",
  "Onboarding",
  "Status",
  "Joined",
  "Last active",
];

/** GET /api/admin/members.csv: every matching member (no paging), formula cells neutralised by toCsv. */
export async function adminMembersCsv(db: Database, query: AdminMembersQuery): Promise<string> {
  const rows = (await selectMembers(db, query)).map(toRow);
  return toCsv([
    csvHeader,
    ...rows.map((row) => [
      row.name,
      row.email,
      row.membershipId,
      row.tier,
      row.role,
      row.city,
      row.onboardingCompleted ? "completed" : "pending",
      row.accountStatus,
      row.joinedAt,
      row.lastActiveAt,
    ]),
  ]);
}
