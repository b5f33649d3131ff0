import { Hono } from "hono";
import type { AdminJob } from "../contract/jobs";
import { adminJobListQuerySchema, adminJobSchema, jobReviewReasonSchema } from "../contract/jobs";
import type { Database } from "../db/client";
import {
  approveJob,
  createJob,
  decline,
  deleteJob,
  listAdminJobs,
  posterContact,
  updateJob,
} from "../domain/admin-jobs";
import { type JobReviewOutcome, jobReviewedEmail } from "../email/job-review-email";
import type { Mailer } from "../email/mailer";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { parseInput, readJson } from "../lib/validate";

/** Tells the poster (if a member posted it); a mail failure is logged, the decision stands. */
async function notifyPoster(
  db: Database,
  mailer: Mailer,
  job: AdminJob,
  outcome: JobReviewOutcome,
  origin: string,
): Promise<void> {
  const contact = await posterContact(db, job.id);
  if (!contact) return;
  try {
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
  } catch (error) {
    console.error("Could not send the job-reviewed email", error);
  }
}

async function reasonFrom(request: { json: () => Promise<unknown> }): Promise<string> {
  const parsed = jobReviewReasonSchema.safeParse(await readJson(request));
  if (!parsed.success) throw new AppError("validation_failed", "Give a reason: it is emailed to the poster");
  return parsed.data.reason;
}

// /api/admin/jobs: moderation and management of the job portal. Admin-only via admin.ts.
export const adminJobRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { status } = parseInput(adminJobListQuerySchema, c.req.query());
    return c.json({ jobs: await listAdminJobs(c.var.db, status, new Date()) });
  })

  .post("/", async (c) => {
    const data = parseInput(adminJobSchema, await readJson(c.req));
    return c.json({ job: await createJob(c.var.db, data, new Date()) }, 201);
  })

  .put("/:id", async (c) => {
    const data = parseInput(adminJobSchema, await readJson(c.req));
    return c.json({ job: await updateJob(c.var.db, c.req.param("id"), data, new Date()) });
  })

  .post("/:id/approve", async (c) => {
    const job = await approveJob(c.var.db, c.req.param("id"), new Date());
    await notifyPoster(c.var.db, c.var.mailer, job, "approved", new URL(c.req.url).origin);
    return c.json({ job });
  })

  .post("/:id/reject", async (c) => {
    const reason = await reasonFrom(c.req);
    const job = await decline(c.var.db, c.req.param("id"), "rejected", reason, new Date());
    await notifyPoster(c.var.db, c.var.mailer, job, "rejected", new URL(c.req.url).origin);
    return c.json({ job });
  })

  .post("/:id/hide", async (c) => {
    const reason = await reasonFrom(c.req);
    const job = await decline(c.var.db, c.req.param("id"), "hidden", reason, new Date());
    await notifyPoster(c.var.db, c.var.mailer, job, "hidden", new URL(c.req.url).origin);
    return c.json({ job });
  })

  .delete("/:id", async (c) => {
    await deleteJob(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  });
