import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CampaignQueueMessage } from "./queue";

/** A sending campaign whose last step ran this long ago lost its queue message: the cron queues it again. */
const STALLED_MS = 15 * 60_000;

/**
 * The 10-minute cron's part (background/scheduled.ts): scheduled campaigns whose time has come are
 * claimed with the same conditional update as the Send button (so the early delayed message and the
 * cron start a campaign once), and sending campaigns that stopped moving are nudged. A step is
 * harmless to repeat (sending.ts), so a nudge never duplicates anything.
 */
export async function startDueCampaigns(
  db: Database,
  queue: Queue<CampaignQueueMessage>,
  now: Date,
): Promise<{ started: number; resumed: number }> {
  const nowIso = now.toISOString();
  const stalledBefore = new Date(now.getTime() - STALLED_MS).toISOString();
  const started = await db.all<{ id: string }>(sql`
    update campaigns set status = 'sending', phase = 'snapshot', cursor = '', started_at = ${nowIso},
           heartbeat_at = ${nowIso}
     where status = 'scheduled' and send_at <= ${nowIso} returning id`);
  const resumed = await db.all<{ id: string }>(sql`
    update campaigns set heartbeat_at = ${nowIso}
     where status = 'sending' and heartbeat_at < ${stalledBefore} returning id`);
  const ids = [...started, ...resumed].map((row) => ({ body: { campaignId: row.id } }));
  if (ids.length > 0) await queue.sendBatch(ids);
  return { started: started.length, resumed: resumed.length };
}
