import { Hono } from "hono";
import { adminJobListQuerySchema, adminJobSchema, jobReviewReasonSchema } from "../contract/jobs";
import { createJob, deleteJob, listAdminJobs, updateJob } from "../domain/admin-jobs";
import { moderateJob } from "../domain/job-moderation";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { parseInput, readJson } from "../lib/validate";

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
    const job = await moderateJob(c.var.db, c.var.mailer, {
      id: c.req.param("id"),
      outcome: "approved",
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json({ job });
  })

  .post("/:id/reject", async (c) => {
    const reason = await reasonFrom(c.req);
    const job = await moderateJob(c.var.db, c.var.mailer, {
      id: c.req.param("id"),
      outcome: "rejected",
      reason,
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json({ job });
  })

  .post("/:id/hide", async (c) => {
    const reason = await reasonFrom(c.req);
    const job = await moderateJob(c.var.db, c.var.mailer, {
      id: c.req.param("id"),
      outcome: "hidden",
      reason,
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json({ job });
  })

  .delete("/:id", async (c) => {
    await deleteJob(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  });
