import type { WelcomeEmailMessage } from "../domain/admin-members/welcome-emails";
import type { CampaignQueueMessage } from "../domain/campaigns/queue";
import type { PushQueueMessage } from "../domain/push/queue";
import type { VariantMessage } from "../domain/uploads/variant-queue";
import { consumeMail } from "../email/outbox/consumer";
import type { MailQueueMessage } from "../email/outbox/writer";
import { consumeCampaigns } from "./campaign-queue";
import { consumeImageVariants } from "./image-variants-queue";
import { consumePushes } from "./push-queue";
import { consumeWelcomeEmails } from "./welcome-queue";

export type QueueMessage =
  | MailQueueMessage
  | WelcomeEmailMessage
  | VariantMessage
  | PushQueueMessage
  | CampaignQueueMessage;

/** One worker consumes every queue (wrangler.toml); a batch says which one it came from. */
export async function queue(batch: MessageBatch<QueueMessage>, env: Env): Promise<void> {
  if (batch.queue === "sppc-mail") {
    await consumeMail(batch as MessageBatch<MailQueueMessage>, env);
  } else if (batch.queue === "sppc-image-variants") {
    await consumeImageVariants(batch as MessageBatch<VariantMessage>, env);
  } else if (batch.queue === "sppc-campaigns") {
    await consumeCampaigns(batch as MessageBatch<CampaignQueueMessage>, env);
  } else if (batch.queue === "sppc-push") {
    await consumePushes(batch as MessageBatch<PushQueueMessage>, env);
  } else {
    await consumeWelcomeEmails(batch as MessageBatch<WelcomeEmailMessage>, env);
  }
}
