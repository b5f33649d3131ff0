import { Hono } from "hono";
import { adminJobListQuerySchema, adminJobSchema, jobReviewReasonSchema } from "../contract/jobs";
import { createJob, deleteJob, listAdminJobs, updateJob } from "../domain/jobs/admin-jobs";
import { moderateJob } from "../domain/jobs/moderation";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";

const reasonGiven = valid("json", jobReviewReasonSchema, {
  refuse: () => new AppError("validation_failed", "Give a reason: it is emailed to the poster"),
});

// /api/admin/jobs: moderation and management of the job portal. Admin-only via admin.ts.
export const adminJobRoutes = new Hono<AppEnv>()
  .get("/", valid("query", adminJobListQuerySchema), async (c) => {
    const { status } = c.req.valid("query");
    return c.json({ jobs: await listAdminJobs(c.var.db, status, new Date()) });
  })

  .post("/", valid("json", adminJobSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ job: await createJob(c.var.db, data, new Date()) }, 201);
  })

  .put("/:id", valid("json", adminJobSchema), async (c) => {
    const data = c.req.valid("json");
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

  .post("/:id/reject", reasonGiven, async (c) => {
    const { reason } = c.req.valid("json");
    const job = await moderateJob(c.var.db, c.var.mailer, {
      id: c.req.param("id"),
      outcome: "rejected",
      reason,
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json({ job });
  })

  .post("/:id/hide", reasonGiven, async (c) => {
    const { reason } = c.req.valid("json");
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
