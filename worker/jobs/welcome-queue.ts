import { createAuth } from "../auth/auth";
import { isLocalOrigin } from "../auth/origin";
import { createDb, type Database } from "../db/client";
import { SENDING_LEASE_MS, sendWelcomeEmail, type WelcomeEmailMessage } from "../domain/welcome-emails";
import { cloudflareMailer, type Mailer, outboxMailer } from "../email/mailer";

/** Like a request: mail for an admin working on localhost goes to the local outbox, otherwise it is sent. */
function mailerFor(origin: string, env: Env, db: Database): Mailer {
  return isLocalOrigin(origin) ? outboxMailer(db) : cloudflareMailer(env.EMAIL, env.MAIL_FROM);
}

/**
 * The consumer of the sppc-welcome-emails queue (wrangler.toml): one welcome email per message.
 * Sent or already sent: ack. Another delivery is sending it right now: retry after its lease. The
 * send failed: retry (the failure is recorded on the row); after max_retries the queue moves the
 * message to the dead-letter queue. Tests pass their own `pickMailer` to make sends fail.
 */
export async function consumeWelcomeEmails(
  batch: MessageBatch<WelcomeEmailMessage>,
  env: Env,
  pickMailer: (origin: string, db: Database) => Mailer = (origin, db) => mailerFor(origin, env, db),
): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const { origin } = message.body;
    const mailer = pickMailer(origin, db);
    const auth = createAuth({ env, db, mailer, origin, request: new Request(origin) });
    const result = await sendWelcomeEmail({ db, mailer, auth }, message.body, new Date());
    if (result.outcome === "failed") {
      console.error("Welcome email failed", message.body.userId, result.error);
      message.retry({ delaySeconds: 60 });
    } else if (result.outcome === "busy") {
      message.retry({ delaySeconds: SENDING_LEASE_MS / 1000 });
    } else {
      message.ack();
    }
  }
}

export const queue = (batch: MessageBatch<WelcomeEmailMessage>, env: Env) => consumeWelcomeEmails(batch, env);
