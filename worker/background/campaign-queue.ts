import { createDb } from "../db/client";
import type { CampaignQueueMessage } from "../domain/campaigns/queue";
import { advanceCampaign } from "../domain/campaigns/sending";

/**
 * The sppc-campaigns consumer: each message runs one step of one campaign (sending.ts), which queues
 * the next. A failing step is retried (repeating a step writes nothing twice); after max_retries the
 * message moves to sppc-campaigns-dlq and the 10-minute cron nudges the stalled campaign again.
 */
export async function consumeCampaigns(batch: MessageBatch<CampaignQueueMessage>, env: Env): Promise<void> {
  const deps = {
    db: createDb(env.DB),
    queue: env.CAMPAIGN_QUEUE,
    mailQueue: env.MAIL_QUEUE,
    pushQueue: env.PUSH_QUEUE,
  };
  for (const message of batch.messages) {
    try {
      console.log(
        "Campaign step",
        message.body.campaignId,
        await advanceCampaign(deps, message.body.campaignId, new Date()),
      );
      message.ack();
    } catch (error) {
      console.error("Campaign step failed", message.body.campaignId, error);
      message.retry({ delaySeconds: 30 });
    }
  }
}
