import { createDb } from "../db/client";
import { runMembershipRenewals } from "../domain/membership-renewals";
import { runRetention } from "../domain/retention";
import { cloudflareMailer } from "../email/mailer";
import { pruneIdempotencyKeys } from "../lib/idempotency";
import { r2PhotoStore } from "../storage/photos";

/**
 * Cron Triggers (wrangler.toml [triggers], daily at 03:00 UTC): the data-retention job, then the
 * membership renewal job (reminders 30 and 7 days ahead, expiry), then stored Idempotency-Key
 * outcomes older than 48 hours are removed. One failing does not stop the other;
 * a failure still fails the invocation so it shows in the cron's history.
 */
export async function scheduled(
  controller: ScheduledController,
  env: Env,
  _ctx: ExecutionContext,
): Promise<void> {
  // A cron run has no request, so no origin to tell local from production: it always mails for real.
  const db = createDb(env.DB);
  const mailer = cloudflareMailer(env.EMAIL, env.MAIL_FROM);
  const now = new Date(controller.scheduledTime);
  const jobs: [string, () => Promise<unknown>][] = [
    [
      "Retention job",
      () =>
        runRetention(db, r2PhotoStore(env.PHOTOS), mailer, now, {
          signInUrl: new URL("/login", env.SITE_URL).toString(),
        }),
    ],
    [
      "Membership renewal job",
      () =>
        runMembershipRenewals(db, mailer, now, {
          siteUrl: new URL(env.SITE_URL).origin,
          supportEmail: env.SUPPORT_EMAIL || env.MAIL_FROM,
        }),
    ],
    ["Idempotency key cleanup", () => pruneIdempotencyKeys(db, now)],
  ];
  let failure: unknown = null;
  for (const [name, run] of jobs) {
    try {
      console.log(name, await run());
    } catch (error) {
      console.error(`${name} failed`, error);
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
}
