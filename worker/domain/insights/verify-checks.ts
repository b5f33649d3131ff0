import { sql } from "drizzle-orm";
import { cardDay } from "../../contract/membership-card";
import type { Database } from "../../db/client";

/**
 * Counts one card check for the partner named by its slug (the `?partner=<slug>` of the partner's
 * counter link, forwarded by /verify), on today's Riyadh day. One upsert: nothing is read first, and
 * a slug naming no partner (or a hidden one) writes nothing.
 */
export async function recordVerifyCheck(db: Database, partnerSlug: string, now: Date): Promise<void> {
  await db.run(sql`
    insert into verify_checks (day, partner_id, count)
    select ${cardDay(now.toISOString())}, id, 1 from partner_discounts where slug = ${partnerSlug} and is_active = 1
    on conflict (day, partner_id) do update set count = count + 1`);
}
