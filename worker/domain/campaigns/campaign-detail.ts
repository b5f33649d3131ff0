import { desc, eq, sql } from "drizzle-orm";
import type { CampaignDetail, CampaignList, CampaignSummary } from "../../contract/campaigns";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { AppError } from "../../errors";
import {
  type CampaignCounts,
  type CampaignCountsRow,
  campaignCountColumns,
  readCampaignCounts,
} from "./campaign-counts";
import { segmentCount } from "./preview";
import { campaignIdRange, campaignIdRangeSql } from "./sending";

const LIST_LIMIT = 100;
const FAILURES_LIMIT = 100;

/** One campaign's counts (campaign-counts.ts) in one statement: its rows' ids are primary-key ranges. */
export async function countCampaign(db: Database, id: string): Promise<CampaignCounts> {
  const row = await db.get<CampaignCountsRow>(
    sql`select ${campaignCountColumns({ id: sql`${id}`, ...campaignIdRangeSql(sql`${id}`) })}`,
  );
  if (!row) throw new Error("A select without from returns one row");
  return readCampaignCounts(row);
}

/** GET /api/admin/campaigns/{id}: the campaign, who it reaches, and how its mail is doing. */
export async function campaignDetail(db: Database, id: string, now: Date): Promise<CampaignDetail> {
  const row = await db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!row) throw new AppError("not_found", "No such campaign");
  const { low, high } = campaignIdRange(id);
  const unsent = row.status === "draft" || row.status === "scheduled" || row.status === "cancelled";
  const [{ snapshot, queued, sent, failed, unsubscribed, notices }, failures, live] = await Promise.all([
    countCampaign(db, id),
    db.all<{ to: string; reason: string; at: string }>(sql`
      select "to", coalesce(last_error, '') as reason, created_at as at from email_outbox
       where id >= ${low} and id < ${high} and status = 'failed'
       order by created_at desc limit ${FAILURES_LIMIT}`),
    unsent ? segmentCount(db, row.segment, row.kind, now) : Promise.resolve(0),
  ]);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    segment: row.segment,
    channels: row.channels,
    subject: row.subject,
    body: row.body,
    sendAt: row.sendAt,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    // Before sending: who the segment holds now; once started: the snapshot it was written for.
    recipients: unsent ? live : snapshot,
    queued,
    sent,
    failed,
    unsubscribed,
    pushes: row.pushes,
    notices,
    failures,
  };
}

/**
 * GET /api/admin/campaigns: the newest campaigns first, with their mail's sent and failed counts; a
 * draft or scheduled one counts who its segment holds now.
 */
export async function listCampaigns(db: Database, now: Date): Promise<CampaignList> {
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      kind: campaigns.kind,
      status: campaigns.status,
      channels: campaigns.channels,
      sendAt: campaigns.sendAt,
      createdAt: campaigns.createdAt,
      recipients: campaigns.recipients,
      segment: campaigns.segment,
    })
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(LIST_LIMIT);
  // Every started campaign of the page counted in one statement (campaign-counts.ts), not one each.
  const started = rows
    .filter((row) => row.status === "sending" || row.status === "sent")
    .map((row) => row.id);
  const counted = started.length
    ? await db.all<CampaignCountsRow & { id: string }>(sql`
        select c.id as id, ${campaignCountColumns({ id: sql`c.id`, ...campaignIdRangeSql(sql`c.id`) })}
          from campaigns c where c.id in (select value from json_each(${JSON.stringify(started)}))`)
    : [];
  const countsOf = new Map(counted.map(({ id, ...row }) => [id, readCampaignCounts(row)]));
  const list: CampaignSummary[] = await Promise.all(
    rows.map(async ({ segment, ...row }) => {
      if (row.status === "draft" || row.status === "scheduled") {
        const recipients = await segmentCount(db, segment, row.kind, now);
        return { ...row, recipients, sent: 0, failed: 0 };
      }
      // Cancelled before sending: no mail, no range to count.
      const counts = countsOf.get(row.id);
      return { ...row, sent: counts?.sent ?? 0, failed: counts?.failed ?? 0 };
    }),
  );
  return { campaigns: list };
}
