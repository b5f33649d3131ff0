import { mailTemplates } from "../../background/mail-templates";
import { createDb } from "../../db/client";
import { cloudflareTransport, type MailTransport, replyToAddress } from "../transport";
import { deliverMails, type MailOutcome } from "./deliver";
import { isKick, queueKickedMail } from "./kick";
import { type MailTemplates, mailContext } from "./templates";
import type { MailQueueMessage } from "./writer";

/**
 * The consumer of the sppc-mail queue (wrangler.toml): one outbox row per message, the batch delivered
 * together (deliver.ts); a mail kick (kick.ts) queues the RSVP rows written unqueued. Sent, done or
 * given up (the row shows it): ack. Busy or a failed send: retry
 * after the row's own delay. A throw (D1 unreachable) retries the whole batch: rows already sent are
 * "done" the next time; after max_retries the queue moves a message to sppc-mail-dlq.
 * Tests pass their own transport.
 */
export async function consumeMail(
  batch: MessageBatch<MailQueueMessage>,
  env: Env,
  transport: MailTransport = cloudflareTransport(env.EMAIL, env.MAIL_FROM, replyToAddress(env)),
  templates: MailTemplates = mailTemplates,
): Promise<void> {
  const db = createDb(env.DB);
  const kicks = batch.messages.filter((message) => isKick(message.body));
  if (kicks.length > 0) {
    try {
      // One pass queues every unqueued row, however many kicks arrived together.
      await queueKickedMail(db, env.MAIL_QUEUE, new Date());
      for (const kick of kicks) kick.ack();
    } catch (error) {
      console.error("Mail kick could not run", error);
      for (const kick of kicks) kick.retry({ delaySeconds: 10 });
    }
  }
  const messages = batch.messages.filter(
    (message): message is Message<{ id: string }> => !isKick(message.body),
  );
  if (messages.length === 0) return;
  const ids = messages.map((message) => message.body.id);
  let outcomes: Map<string, MailOutcome>;
  try {
    outcomes = await deliverMails(db, transport, ids, new Date(), templates, mailContext(env));
  } catch (error) {
    console.error("Mail delivery could not run", ids, error);
    for (const message of messages) message.retry({ delaySeconds: 60 });
    return;
  }
  for (const message of messages) {
    const result = outcomes.get(message.body.id) ?? { outcome: "done" };
    if (result.outcome === "busy" || result.outcome === "retry") {
      if (result.outcome === "retry")
        console.error("Mail send failed, will retry", message.body.id, result.error);
      message.retry({ delaySeconds: result.delaySeconds });
    } else {
      if (result.outcome === "failed") console.error("Mail send gave up", message.body.id, result.error);
      message.ack();
    }
  }
}
