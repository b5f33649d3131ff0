import { sql } from "drizzle-orm";
import type { RevenueReport, RevenueRow } from "../../contract/insights";
import type { Database } from "../../db/client";
import { cityIs, type ReportFilter, rangeOf, riyadhMonth } from "./range";

/**
 * Revenue by Riyadh month and tier: paid payments by the day they were paid (payments_paid_at_idx
 * covers the statement). With a city, only payments of members living there (a deleted member's
 * payments keep no person, so they count only without a city). Payments have no refunded state, so
 * refunds are not reported: refundsTracked says so instead of guessing.
 */
export async function revenue(db: Database, filter: ReportFilter): Promise<RevenueReport> {
  const rows = await db.all<RevenueRow>(sql`
    select ${riyadhMonth(sql`p.paid_at`)} as month, p.tier as tier, count(*) as payments,
      sum(p.amount_halalas) as amountHalalas
    from payments p
    ${filter.city ? sql`join members m on m.user_id = p.user_id` : sql``}
    where p.status = 'paid' and p.paid_at >= ${filter.start} and p.paid_at <= ${filter.end}${cityIs(sql`m.location`, filter.city)}
    group by month, p.tier
    order by month, p.tier`);
  return { range: rangeOf(filter), rows, refundsTracked: false };
}
