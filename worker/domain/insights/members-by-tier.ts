import { sql } from "drizzle-orm";
import { membershipTierIds } from "../../contract/enums";
import type { MembersByTierReport, MembersByTierRow } from "../../contract/insights";
import type { Database } from "../../db/client";
import { cityIs, type ReportFilter, rangeOf, riyadhMonth } from "./range";

/**
 * Members over time by tier: for every Riyadh month in the range and every tier, the members who
 * joined and the total at the month's end. One statement over members_joined_tier_city_idx (the index
 * alone, never the rows): months before the range are summed into each tier's starting total. The tier
 * is each member's tier today: tier changes are not recorded, so a past month cannot know an older one.
 */
export async function membersByTier(db: Database, filter: ReportFilter): Promise<MembersByTierReport> {
  const fromMonth = filter.from.slice(0, 7);
  const rows = await db.all<MembersByTierRow>(sql`
    with recursive months(month) as (
      select ${fromMonth}
      union all
      select strftime('%Y-%m', month || '-01', '+1 month') from months where month < ${filter.to.slice(0, 7)}
    ), tiers(tier, position) as (
      select value, key from json_each(${JSON.stringify(membershipTierIds)})
    ), monthly as materialized (
      select ${riyadhMonth(sql`created_at`)} as month, membership_tier as tier, count(*) as joined
      from members
      where created_at <= ${filter.end}${cityIs(sql`location`, filter.city)}
      group by month, tier
    ), earlier as (
      select tier, sum(joined) as joined from monthly where month < ${fromMonth} group by tier
    )
    select months.month as month, tiers.tier as tier, coalesce(monthly.joined, 0) as joined,
      coalesce(earlier.joined, 0)
        + sum(coalesce(monthly.joined, 0)) over (partition by tiers.tier order by months.month) as total
    from months cross join tiers
    left join monthly on monthly.month = months.month and monthly.tier = tiers.tier
    left join earlier on earlier.tier = tiers.tier
    order by months.month, tiers.position`);
  return { range: rangeOf(filter), rows };
}
