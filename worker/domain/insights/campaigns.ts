import { sql } from "drizzle-orm";
import type { CampaignKind } from "../../contract/campaigns";
import type { CampaignResultsReport } from "../../contract/insights";
import type { Database } from "../../db/client";
import {
  type CampaignCountsRow,
  campaignCountColumns,
  readCampaignCounts,
} from "../campaigns/campaign-counts";
import { campaignIdRangeSql } from "../campaigns/sending";
import { type ReportFilter, rangeOf, ratio } from "./range";

type CampaignRow = CampaignCountsRow & {
  id: string;
  name: string;
  kind: CampaignKind;
  startedAt: string;
  pushes: number;
};

/**
 * Campaign results: every campaign that started sending in the range (sending or sent; drafts,
 * scheduled and cancelled ones sent nothing), newest first, counted by the campaigns' own rules
 * (campaign-counts.ts). One statement: each campaign's counts are correlated subqueries over primary-key
 * ranges, so it reads the rows of these campaigns and nothing else. The city filter does not apply: a
 * campaign goes to a segment, not to a city, so the answer says nothing about cities.
 */
export async function campaignResults(db: Database, filter: ReportFilter): Promise<CampaignResultsReport> {
  const rows = await db.all<CampaignRow>(sql`
    select c.id as id, c.name as name, c.kind as kind, c.started_at as startedAt, c.pushes as pushes,
      ${campaignCountColumns({ id: sql`c.id`, ...campaignIdRangeSql(sql`c.id`) })}
    from campaigns c
    where c.status in ('sending', 'sent') and c.started_at >= ${filter.start} and c.started_at <= ${filter.end}
    order by c.started_at desc, c.id`);
  return {
    range: { ...rangeOf(filter), city: null },
    rows: rows.map(({ id, name, kind, startedAt, pushes, ...columns }) => {
      const counts = readCampaignCounts(columns);
      return {
        id,
        name,
        kind,
        startedAt,
        recipients: counts.snapshot,
        queued: counts.queued,
        sent: counts.sent,
        failed: counts.failed,
        unsubscribed: counts.unsubscribed,
        pushes,
        notices: counts.notices,
        unsubscribeRate: ratio(counts.unsubscribed, counts.sent),
      };
    }),
  };
}
