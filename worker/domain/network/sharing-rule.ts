import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * True in SQL when the member's latest profile_sharing choice in the consent ledger is a grant: the same
 * rule as sharesProfile (domain/profile/sharing.ts), written as a condition for lists.
 */
export function sharesProfileSql(userId: AnyColumn | SQL): SQL {
  return sql`(select c.granted from consents c
    where c.user_id = ${userId} and c.purpose = 'profile_sharing'
    order by c.created_at desc, c.rowid desc limit 1) = 1`;
}
