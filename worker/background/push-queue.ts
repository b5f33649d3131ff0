import { createDb } from "../db/client";
import { deliverPushes } from "../domain/push/deliver";
import { pushServiceHosts } from "../domain/push/endpoint-policy";
import type { PushQueueMessage } from "../domain/push/queue";
import { webPushSender } from "../domain/push/sender";
import { vapidFromEnv } from "../domain/push/vapid";

/**
 * The sppc-push consumer: sends a batch of push_outbox rows (worker/domain/push/deliver.ts). A row every
 * device failed for is retried with the queue's backoff; the rest are acknowledged.
 */
export async function consumePushes(batch: MessageBatch<PushQueueMessage>, env: Env): Promise<void> {
  const vapid = vapidFromEnv(env);
  const report = await deliverPushes(
    {
      db: createDb(env.DB),
      sender: vapid ? webPushSender(vapid) : null,
      allowedHosts: pushServiceHosts(env.PUSH_SERVICE_HOSTS),
    },
    batch.messages.map((message) => message.body.pushId),
  );
  const retry = new Set(report.retry);
  for (const message of batch.messages) {
    if (retry.has(message.body.pushId)) message.retry({ delaySeconds: 60 * message.attempts });
    else message.ack();
  }
  console.log("Push batch", { ...report, retry: report.retry.length });
}
