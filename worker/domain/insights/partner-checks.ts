import { sql } from "drizzle-orm";
import type { PartnerChecksReport, PartnerChecksRow } from "../../contract/insights";
import type { Database } from "../../db/client";
import { type ReportFilter, rangeOf } from "./range";

/**
 * Partner discount checks per partner in the range, from the day rows /verify writes
 * (verify-checks.ts). The city filter does not apply: a check records the partner, not where the
 * member lives, so the answer says nothing about cities rather than something wrong.
 */
export async function partnerChecks(db: Database, filter: ReportFilter): Promise<PartnerChecksReport> {
  const rows = await db.all<PartnerChecksRow>(sql`
    select v.partner_id as partnerId, p.name as partnerName, sum(v.count) as checks
    from verify_checks v left join partner_discounts p on p.id = v.partner_id
    where v.day >= ${filter.from} and v.day <= ${filter.to}
    group by v.partner_id
    order by checks desc, partnerName`);
  return { range: { ...rangeOf(filter), city: null }, rows };
}
