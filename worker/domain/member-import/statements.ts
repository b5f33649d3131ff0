import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import { welcomedAtImport } from "../admin-members/welcome-emails";
import type { passwordlessAccountRows } from "../membership/passwordless-account";
import type { AccountCreation } from "../membership/register";
import { welcomeMailRows } from "../membership/welcome-mail";
import { importedMembership, importedSince } from "./membership";
import type { MemberRow } from "./rows";

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100;

export type Statement = BatchItem<"sqlite">;
type Buildable = Statement & { toSQL(): { params: unknown[] } };

export const slices = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Multi-row inserts of these rows under D1's parameter limit. Drizzle binds column defaults as
 * parameters too, so the count per row is read from a one-row statement rather than assumed.
 */
export function insertsOf<T>(rows: readonly T[], build: (part: T[]) => Buildable): Statement[] {
  const [sample] = rows;
  if (sample === undefined) return [];
  const perRow = Math.max(1, build([sample]).toSQL().params.length);
  return slices(rows, Math.max(1, Math.floor(MAX_PARAMS / perRow))).map(build);
}

/** A new member of the sheet: the account rows to insert and what the sheet says of them. */
export type FreshMember = { account: ReturnType<typeof passwordlessAccountRows>; row: MemberRow };

/**
 * The inserts of a chunk's new accounts: users, members with the sheet's city, language, membership
 * and number (kept, or a new one from `numberOf`), and their welcome mails (templated rows, rendered
 * when sent, in the member's language) recorded as sent for the dashboard.
 */
export function accountInserts(
  db: Database,
  fresh: FreshMember[],
  numberOf: (row: MemberRow) => string,
  creation: AccountCreation,
  now: Date,
): Statement[] {
  if (fresh.length === 0) return [];
  const memberRows = fresh.map(({ account, row }) => ({
    ...account.member,
    membershipId: row.membershipNumber ?? numberOf(row),
    membershipSince: importedSince(row, now),
    ...importedMembership(row, now),
    preferredLanguage: row.welcomeLanguage,
  }));
  const userIds = fresh.map(({ account }) => account.user.id);
  return [
    ...insertsOf(fresh, (part) => db.insert(user).values(part.map(({ account }) => account.user))),
    ...insertsOf(memberRows, (part) => db.insert(members).values(part)),
    welcomeMailRows(db, { userIds, origin: creation.origin, delivery: creation.mailer.delivery }),
    welcomedAtImport(db, userIds, now),
  ];
}
