import { sql } from "drizzle-orm";
import { membershipTierIds } from "../../contract/enums";
import type { RenewalsDueRow, RenewalsReport } from "../../contract/insights";
import type { Database } from "../../db/client";
import { cityIs, type ReportFilter, rangeOf, ratio } from "./range";

const DAY_MS = 86_400_000;

/**
 * Renewals due in 30/60/90 days (from now, by each member's membership_valid_until, over
 * members_valid_until_idx) and the renewal rate: of the paid periods that ended inside the range (a
 * paid payment's valid_until; worker/domain/membership/period.ts), how many the same member paid for
 * again (a later paid payment whose period ends after it). Two statements, run side by side.
 */
export async function renewals(db: Database, filter: ReportFilter, now: Date): Promise<RenewalsReport> {
  const nowIso = now.toISOString();
  const within = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  // Periods still running have not ended: the range stops at now.
  const endedBy = new Date(Math.min(Date.parse(filter.end), now.getTime())).toISOString();
  const city = (column: string) => cityIs(sql.raw(column), filter.city);
  const [due, rate] = await Promise.all([
    db.all<RenewalsDueRow>(sql`
      select tiers.value as tier,
        count(case when m.membership_valid_until <= ${within(30)} then 1 end) as within30,
        count(case when m.membership_valid_until <= ${within(60)} then 1 end) as within60,
        count(m.membership_valid_until) as within90
      from json_each(${JSON.stringify(membershipTierIds)}) as tiers
      left join members m on m.membership_tier = tiers.value
        and m.membership_valid_until > ${nowIso} and m.membership_valid_until <= ${within(90)}
        and m.account_status = 'active'${city("m.location")}
      where tiers.value <> 'basic'
      group by tiers.value order by tiers.key`),
    db.all<{ ended: number; renewed: number }>(sql`
      select count(*) as ended,
        count(case when exists (
          select 1 from payments later
          where later.user_id = p.user_id and later.status = 'paid' and later.valid_until > p.valid_until
        ) then 1 end) as renewed
      from payments p
      ${filter.city ? sql`join members m on m.user_id = p.user_id` : sql``}
      where p.status = 'paid' and p.valid_until >= ${filter.start} and p.valid_until <= ${endedBy}
        and p.user_id is not null${city("m.location")}`),
  ]);
  const { ended = 0, renewed = 0 } = rate[0] ?? {};
  return { range: rangeOf(filter), due, ended, renewed, rate: ratio(renewed, ended) };
}
