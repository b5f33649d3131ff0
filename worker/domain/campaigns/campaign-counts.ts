import { type SQL, sql } from "drizzle-orm";

/**
 * How a started campaign is counted, in one place for its detail page, its list row and the campaign
 * results report: mail queued (pending or sending), sent and failed; bell notices written; members who
 * unsubscribed through its link; members in its snapshot. Pushes are not here: their rows are deleted
 * once sent, so campaigns.pushes counts them as they are written.
 */
export type CampaignCounts = {
  queued: number;
  sent: number;
  failed: number;
  notices: number;
  unsubscribed: number;
  snapshot: number;
};

/** The columns campaignCountColumns selects, as D1 returns them. */
export type CampaignCountsRow = { mail: string; notices: number; unsubscribed: number; snapshot: number };

type MailCounts = Pick<CampaignCounts, "queued" | "sent" | "failed">;

/**
 * Select-list columns counting one campaign (`id`, with its row-id range [low, high)): correlated
 * subqueries over primary keys (email_outbox and notifications by id range, campaign_recipients by
 * campaign) and consents_campaign_idx. So one statement counts one campaign or a join of many, and
 * reads only their rows. The mail's three counts come from one pass over its range, as JSON.
 */
export const campaignCountColumns = ({ id, low, high }: { id: SQL; low: SQL; high: SQL }): SQL => sql`
  (select json_object(
      'queued', count(case when o.status in ('pending', 'sending') then 1 end),
      'sent', count(case when o.status = 'sent' then 1 end),
      'failed', count(case when o.status = 'failed' then 1 end))
    from email_outbox o where o.id >= ${low} and o.id < ${high}) as mail,
  (select count(*) from notifications n where n.id >= ${low} and n.id < ${high}) as notices,
  (select count(*) from consents k where k.campaign_id = ${id} and k.granted = 0) as unsubscribed,
  (select count(*) from campaign_recipients r where r.campaign_id = ${id}) as snapshot`;

/** The counts out of a row that selected campaignCountColumns. */
export function readCampaignCounts(row: CampaignCountsRow): CampaignCounts {
  const mail = JSON.parse(row.mail) as MailCounts;
  return {
    queued: mail.queued,
    sent: mail.sent,
    failed: mail.failed,
    notices: row.notices,
    unsubscribed: row.unsubscribed,
    snapshot: row.snapshot,
  };
}
