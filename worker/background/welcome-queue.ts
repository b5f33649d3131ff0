import { isLocalOrigin } from "../auth/origin";
import { createDb, type Database } from "../db/client";
import {
  SENDING_LEASE_MS,
  sendWelcomeEmail,
  type WelcomeEmailMessage,
} from "../domain/admin-members/welcome-emails";
import { createOutbox, type Outbox } from "../email/outbox/writer";

/** Like a request: mail for an admin working on localhost stays local, otherwise it is sent. */
function outboxFor(origin: string, env: Env, db: Database): Outbox {
  return createOutbox(db, { delivery: isLocalOrigin(origin) ? "local" : "send", queue: env.MAIL_QUEUE });
}

/**
 * The consumer of the sppc-welcome-emails queue (wrangler.toml): one welcome email per message,
 * written to the mail outbox (the sppc-mail consumer sends it). Written or already written: ack.
 * Another delivery is writing it right now: retry after its lease. Writing failed: retry (the failure
 * is recorded on the row); after max_retries the queue moves the message to the dead-letter queue.
 * Tests pass their own `pickOutbox` to make writes fail.
 */
export async function consumeWelcomeEmails(
  batch: MessageBatch<WelcomeEmailMessage>,
  env: Env,
  pickOutbox: (origin: string, db: Database) => Outbox = (origin, db) => outboxFor(origin, env, db),
): Promise<void> {
  const db = createDb(env.DB);
  const used: Outbox[] = [];
  for (const message of batch.messages) {
    const { origin } = message.body;
    const mailer = pickOutbox(origin, db);
    used.push(mailer);
    const prefix = env.MEMBERSHIP_ID_PREFIX || "SPPC";
    const result = await sendWelcomeEmail({ db, mailer, prefix }, message.body, new Date());
    if (result.outcome === "failed") {
      console.error("Welcome email failed", message.body.userId, result.error);
      message.retry({ delaySeconds: 60 });
    } else if (result.outcome === "busy") {
      message.retry({ delaySeconds: SENDING_LEASE_MS / 1000 });
    } else {
      message.ack();
    }
  }
  for (const mailer of used) await mailer.flush();
}
