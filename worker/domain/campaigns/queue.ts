/** The body of an sppc-campaigns message: run the campaign's next step (sending.ts). */
export type CampaignQueueMessage = { campaignId: string };

/** Cloudflare Queues delays a message by at most 12 hours. */
export const MAX_DELAY_SECONDS = 12 * 3600;

/** Starts (or continues) a campaign in the background; `startsAt` later than now delays the message. */
export async function queueCampaignStep(
  queue: Queue<CampaignQueueMessage>,
  campaignId: string,
  now: Date,
  startsAt?: Date,
): Promise<void> {
  const delay = startsAt ? Math.ceil((startsAt.getTime() - now.getTime()) / 1000) : 0;
  if (delay > MAX_DELAY_SECONDS) return; // the 10-minute cron starts it when it is due
  await queue.send({ campaignId }, delay > 0 ? { delaySeconds: delay } : undefined);
}
