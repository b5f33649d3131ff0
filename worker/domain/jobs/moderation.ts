import type { AdminJob } from "../../contract/jobs";
import type { Database } from "../../db/client";
import { type JobReviewOutcome, jobReviewedEmail } from "../../email/job-review-email";
import type { Mailer } from "../../email/mailer";
import { approveJob, decline, posterContact } from "./admin-jobs";

/** Tells the poster (if a member posted it), through the outbox. */
async function notifyPoster(
  db: Database,
  mailer: Mailer,
  job: AdminJob,
  outcome: JobReviewOutcome,
  origin: string,
): Promise<void> {
  const contact = await posterContact(db, job.id);
  if (!contact) return;
  await mailer.send(
    jobReviewedEmail({
      to: contact.email,
      language: contact.language,
      outcome,
      title: job.title,
      reason: job.reviewNote ?? undefined,
      slug: job.slug,
      expiresAt: job.expiresAt,
      origin,
    }),
  );
}

/** Approves, rejects or hides a job (the last two with the reason) and emails the poster the outcome. */
export async function moderateJob(
  db: Database,
  mailer: Mailer,
  options:
    | { id: string; outcome: "approved"; origin: string; now: Date }
    | { id: string; outcome: "rejected" | "hidden"; reason: string; origin: string; now: Date },
): Promise<AdminJob> {
  const job =
    options.outcome === "approved"
      ? await approveJob(db, options.id, options.now)
      : await decline(db, options.id, options.outcome, options.reason, options.now);
  await notifyPoster(db, mailer, job, options.outcome, options.origin);
  return job;
}
