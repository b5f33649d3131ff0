import { mailTemplates } from "../../background/mail-templates";
import { createDb } from "../../db/client";
import { cloudflareTransport, type MailTransport } from "../transport";
import { deliverMail } from "./deliver";
import type { MailTemplates } from "./templates";
import type { MailQueueMessage } from "./writer";

/**
 * The consumer of the sppc-mail queue (wrangler.toml): one outbox row per message. Sent, done or
 * given up (the row shows it): ack. Busy or a failed send: retry after the row's own delay. A
 * throw (D1 unreachable) retries the message; after max_retries the queue moves it to sppc-mail-dlq.
 * Tests pass their own transport.
 */
export async function consumeMail(
  batch: MessageBatch<MailQueueMessage>,
  env: Env,
  transport: MailTransport = cloudflareTransport(env.EMAIL, env.MAIL_FROM),
  templates: MailTemplates = mailTemplates,
): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    try {
      const result = await deliverMail(db, transport, message.body.id, new Date(), templates);
      if (result.outcome === "busy" || result.outcome === "retry") {
        if (result.outcome === "retry")
          console.error("Mail send failed, will retry", message.body.id, result.error);
        message.retry({ delaySeconds: result.delaySeconds });
      } else {
        if (result.outcome === "failed") console.error("Mail send gave up", message.body.id, result.error);
        message.ack();
      }
    } catch (error) {
      console.error("Mail delivery could not run", message.body.id, error);
      message.retry({ delaySeconds: 60 });
    }
  }
}
