import type { WelcomeEmailMessage } from "../domain/admin-members/welcome-emails";
import { consumeMail } from "../email/outbox/consumer";
import type { MailQueueMessage } from "../email/outbox/writer";
import { consumeWelcomeEmails } from "./welcome-queue";

export type QueueMessage = MailQueueMessage | WelcomeEmailMessage;

/** One worker consumes both queues (wrangler.toml); a batch says which one it came from. */
export async function queue(batch: MessageBatch<QueueMessage>, env: Env): Promise<void> {
  if (batch.queue === "sppc-mail") {
    await consumeMail(batch as MessageBatch<MailQueueMessage>, env);
  } else {
    await consumeWelcomeEmails(batch as MessageBatch<WelcomeEmailMessage>, env);
  }
}
