import { createDb } from "../db/client";
import { runRetention } from "../domain/retention";
import { cloudflareMailer } from "../email/mailer";
import { r2PhotoStore } from "../storage/photos";

/** Cron Triggers (wrangler.toml [triggers], daily at 03:00 UTC): the data-retention job. */
export async function scheduled(
  controller: ScheduledController,
  env: Env,
  _ctx: ExecutionContext,
): Promise<void> {
  // A cron run has no request, so no origin to tell local from production: it always mails for real.
  const report = await runRetention(
    createDb(env.DB),
    r2PhotoStore(env.PHOTOS),
    cloudflareMailer(env.EMAIL, env.MAIL_FROM),
    new Date(controller.scheduledTime),
    { signInUrl: new URL("/login", env.SITE_URL).toString() },
  );
  console.log("Retention job", report);
}
