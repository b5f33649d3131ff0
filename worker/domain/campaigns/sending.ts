import { type SQL, sql } from "drizzle-orm";
import { isLocalOrigin } from "../../auth/origin";
import type { CampaignChannel, CampaignKind, Segment } from "../../contract/campaigns";
import { batchableSql, type Database } from "../../db/client";
import type { MailQueueMessage } from "../../email/outbox/writer";
import { mailTopicOn } from "../mail-preferences/topic-consent";
import { enqueuePushes, type PushQueueMessage } from "../push/queue";
import type { CampaignQueueMessage } from "./queue";
import { campaignTopic, segmentCondition, segmentFrom } from "./segment";

/**
 * Members written out per queue message: one D1 batch of a few INSERT … SELECTs over the snapshot, well
 * inside a consumer's time and D1's statement limits; the next chunk is the next message.
 */
export const CHUNK_SIZE = 5_000;

export type SendingDeps = {
  db: Database;
  queue: Queue<CampaignQueueMessage>;
  mailQueue: Queue<MailQueueMessage>;
  pushQueue: Queue<PushQueueMessage>;
};

export type SendingOptions = {
  chunkSize?: number;
  /** Tests: runs after a chunk is committed and before anything is queued (a consumer crash there). */
  afterWrite?: () => Promise<void> | void;
};

type SendingRow = {
  status: string;
  phase: string | null;
  cursor: string | null;
  kind: CampaignKind;
  segment: string;
  channels: string;
  origin: string;
};

/** The stable ids of a member's rows: `campaign:{campaignId}:{userId}` in each channel's table. */
export const campaignRowId = (campaignId: string, userId: string) => `campaign:${campaignId}:${userId}`;
/** Every row of a campaign lies in [low, high): a primary-key range, so the index answers counts. */
export const campaignIdRange = (campaignId: string) => ({
  low: `campaign:${campaignId}:`,
  high: `campaign:${campaignId};`,
});
/** The same range in SQL, for a campaign id that is a column (a statement over many campaigns). */
export const campaignIdRangeSql = (campaignId: SQL) => ({
  low: sql`('campaign:' || ${campaignId} || ':')`,
  high: sql`('campaign:' || ${campaignId} || ';')`,
});

type Raw = { meta: { changes?: number }; results?: { id: string }[] };

/**
 * One step of a sending campaign (the sppc-campaigns consumer runs it per message): first the segment
 * is snapshotted into campaign_recipients (one INSERT … SELECT), then each step writes one chunk of
 * recipients (by user id) to every chosen channel and moves the cursor, in one D1 transaction whose
 * writes only happen while the cursor is still where this step read it. So a step retried after a
 * crash, or a duplicate message, writes nothing twice (ids are deterministic too), and a push already
 * sent and deleted is never written again. The last chunk marks the campaign sent.
 */
export async function advanceCampaign(
  deps: SendingDeps,
  campaignId: string,
  now: Date,
  options: SendingOptions = {},
): Promise<"snapshot" | "chunk" | "sent" | "idle"> {
  const campaign = await deps.db.get<SendingRow>(sql`
    select status, phase, cursor, kind, segment, channels, origin from campaigns where id = ${campaignId}`);
  if (campaign?.status === "scheduled")
    return (await claimDue(deps.db, campaignId, now)) ? snapshot(deps, campaignId, campaign, now) : "idle";
  if (campaign?.status !== "sending") return "idle";
  if (campaign.phase === "snapshot") return snapshot(deps, campaignId, campaign, now);
  if (campaign.phase === "fanout") return fanOut(deps, campaignId, campaign, now, options);
  return "idle";
}

/** Queues may deliver a delayed message a little early; a minute's slack is not an early campaign. */
const EARLY_SLACK_MS = 60_000;

/** A scheduled campaign's delayed start message: the same conditional claim as the Send button and the cron. */
async function claimDue(db: Database, campaignId: string, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const due = new Date(now.getTime() + EARLY_SLACK_MS).toISOString();
  const claimed = await db.all<{ id: string }>(sql`
    update campaigns set status = 'sending', phase = 'snapshot', cursor = '', started_at = ${nowIso},
           heartbeat_at = ${nowIso}
     where id = ${campaignId} and status = 'scheduled' and send_at <= ${due} returning id`);
  return claimed.length > 0;
}

async function snapshot(deps: SendingDeps, campaignId: string, campaign: SendingRow, now: Date) {
  const { db } = deps;
  const segment = JSON.parse(campaign.segment) as Segment;
  const stillSnapshot = sql`exists (select 1 from campaigns where id = ${campaignId} and status = 'sending' and phase = 'snapshot')`;
  const [, moved] = (await db.batch([
    batchableSql(
      db,
      sql`insert or ignore into campaign_recipients (campaign_id, user_id, language)
          select ${campaignId}, m.user_id, m.preferred_language from ${segmentFrom}
           where ${segmentCondition(segment, campaign.kind, now)} and ${stillSnapshot}`,
    ),
    batchableSql(
      db,
      sql`update campaigns set phase = 'fanout', cursor = '', heartbeat_at = ${now.toISOString()},
             recipients = (select count(*) from campaign_recipients where campaign_id = ${campaignId})
           where id = ${campaignId} and status = 'sending' and phase = 'snapshot'`,
    ),
  ])) as unknown as Raw[];
  if (!moved?.meta.changes) return "idle";
  await deps.queue.send({ campaignId });
  return "snapshot";
}

async function fanOut(
  deps: SendingDeps,
  campaignId: string,
  campaign: SendingRow,
  now: Date,
  options: SendingOptions,
) {
  const { db } = deps;
  const nowIso = now.toISOString();
  const cursor = campaign.cursor ?? "";
  const size = options.chunkSize ?? CHUNK_SIZE;
  const channels = new Set(JSON.parse(campaign.channels) as CampaignChannel[]);
  // The chunk's last member; none means this is the last chunk.
  const last = await db.get<{ userId: string }>(sql`
    select user_id as userId from campaign_recipients
     where campaign_id = ${campaignId} and user_id > ${cursor}
     order by user_id limit 1 offset ${size - 1}`);
  const inChunk = sql`r.campaign_id = ${campaignId} and r.user_id > ${cursor}
    ${last ? sql`and r.user_id <= ${last.userId}` : sql``}
    and exists (select 1 from campaigns g where g.id = ${campaignId} and g.status = 'sending'
                and g.phase = 'fanout' and g.cursor = ${cursor})`;
  const rowId = sql`'campaign:' || ${campaignId} || ':' || r.user_id`;
  const title = sql`coalesce(nullif(trim(json_extract(c.subject, '$.' || r.language)), ''), json_extract(c.subject, '$.en'))`;
  const data = sql`json_object('title', ${title}, 'campaignId', ${campaignId})`;
  // The bell notice and the push open the announcement itself (app/routes/announcements.$id.tsx).
  const link = `/announcements/${encodeURIComponent(campaignId)}`;
  const writes: SQL[] = [];
  const emailAt = channels.has("email") ? writes.length : -1;
  if (channels.has("email")) {
    const delivery = isLocalOrigin(campaign.origin) ? "local" : "send";
    writes.push(sql`
      insert or ignore into email_outbox (id, "to", subject, text, html, kind, template, params, delivery)
      select ${rowId}, u.email, '', '', '', 'campaign', 'campaign',
             json_object('campaignId', ${campaignId}, 'userId', r.user_id, 'origin', ${campaign.origin}), ${delivery}
        from campaign_recipients r join "user" u on u.id = r.user_id
       where ${inChunk} and ${mailTopicOn(campaignTopic(campaign.kind), sql`r.user_id`)}`);
  }
  if (channels.has("inapp")) {
    writes.push(sql`
      insert or ignore into notifications (id, user_id, kind, link, data)
      select ${rowId}, r.user_id, 'announcement', ${link}, ${data}
        from campaign_recipients r join campaigns c on c.id = r.campaign_id where ${inChunk}`);
  }
  const pushAt = channels.has("push") ? writes.length : -1;
  if (channels.has("push")) {
    // Only members with a device, and not those who switched announcements off on their phone.
    writes.push(sql`
      insert or ignore into push_outbox (id, user_id, source, link, data, queued_at)
      select ${rowId}, r.user_id, 'campaign', ${link}, ${data}, ${nowIso}
        from campaign_recipients r join campaigns c on c.id = r.campaign_id
       where ${inChunk}
         and exists (select 1 from push_subscriptions s where s.user_id = r.user_id)
         and not exists (select 1 from push_kinds_off k where k.user_id = r.user_id and k.kind = 'announcement')
      returning id`);
    // Push rows are deleted once sent, so they are counted as they are written (changes() of the insert).
    writes.push(sql`update campaigns set pushes = pushes + changes() where id = ${campaignId}`);
  }
  const done = last
    ? sql`cursor = ${last.userId}`
    : sql`phase = 'done', status = 'sent', finished_at = ${nowIso}`;
  writes.push(sql`
    update campaigns set ${done}, heartbeat_at = ${nowIso}
     where id = ${campaignId} and status = 'sending' and phase = 'fanout' and cursor = ${cursor}`);
  const results = (await db.batch(
    writes.map((write) => batchableSql(db, write)) as [ReturnType<typeof batchableSql>],
  )) as unknown as Raw[];
  // Another delivery of this step got there first: it queues what follows.
  if (!results[results.length - 1]?.meta.changes) return "idle";
  await options.afterWrite?.();
  if (emailAt >= 0 && results[emailAt]?.meta.changes) await deps.mailQueue.send({ kick: "campaign" });
  if (pushAt >= 0)
    await enqueuePushes(
      deps.pushQueue,
      (results[pushAt]?.results ?? []).map((row) => row.id),
    );
  if (!last) return "sent";
  await deps.queue.send({ campaignId });
  return "chunk";
}
