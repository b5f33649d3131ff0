import { isLocalOrigin } from "../auth/origin";
import { createDb } from "../db/client";
import { startDueCampaigns } from "../domain/campaigns/schedule";
import { requeueMissingVariants } from "../domain/events/photo-variants";
import { queueEventReminders } from "../domain/events/reminders";
import { runMembershipRenewals } from "../domain/membership/renewals";
import { runRetention } from "../domain/privacy/retention";
import { takeExpectedPushes } from "../domain/push/fanout";
import { enqueuePushes, sweepPushOutbox } from "../domain/push/queue";
import { pruneSentMail, requeueStrandedMail } from "../email/outbox/sweep";
import { createOutbox } from "../email/outbox/writer";
import { pruneIdempotencyKeys } from "../lib/idempotency";
import { r2PhotoStore } from "../storage/photos";

/** The cron that only sweeps the mail outbox (wrangler.toml [triggers]); every other cron is the daily run. */
export const MAIL_SWEEP_CRON = "*/10 * * * *";

/**
 * Cron Triggers (wrangler.toml [triggers]). Every 10 minutes: event reminders for the next 24 hours
 * are written (once per seat, mail and push), and mail and pushes never queued are queued.
 * Daily at 03:00 UTC: the data-retention job, then the membership renewal job (reminders 30 and 7
 * days ahead, expiry), then stored Idempotency-Key outcomes older than 48 hours and sent mail older
 * than 90 days are removed, and recent photos still without resized variants are queued again. One failing does not stop the others; a failure still fails the
 * invocation so it shows in the cron's history.
 */
export async function scheduled(
  controller: ScheduledController,
  env: Env,
  _ctx: ExecutionContext,
): Promise<void> {
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  // A cron run has no request: SITE_URL tells a local setup (mail stays local) from production.
  const siteOrigin = new URL(env.SITE_URL).origin;
  const mailer = createOutbox(db, {
    delivery: isLocalOrigin(siteOrigin) ? "local" : "send",
    queue: env.MAIL_QUEUE,
  });
  if (controller.cron === MAIL_SWEEP_CRON) {
    // Reminders first: the ones written now are queued at once by flush, the rest by the sweep.
    try {
      console.log("Event reminders", await queueEventReminders(db, mailer, now, siteOrigin));
      await mailer.flush();
      await enqueuePushes(env.PUSH_QUEUE, takeExpectedPushes(db));
      console.log("Campaigns", await startDueCampaigns(db, env.CAMPAIGN_QUEUE, now));
    } finally {
      console.log("Mail outbox sweep", await requeueStrandedMail(db, env.MAIL_QUEUE, now));
      console.log("Push outbox sweep", await sweepPushOutbox(db, env.PUSH_QUEUE, now));
    }
    return;
  }
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
    ["Sent mail cleanup", () => pruneSentMail(db, now)],
    ["Image variants sweep", () => requeueMissingVariants(db, env.IMAGE_VARIANTS, now)],
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
  await mailer.flush();
  // The renewal reminders' pushes; any not queued here are queued by the 10-minute sweep.
  await enqueuePushes(env.PUSH_QUEUE, takeExpectedPushes(db)).catch((error) =>
    console.error("Pushes not queued", error),
  );
  if (failure !== null) throw failure;
}
