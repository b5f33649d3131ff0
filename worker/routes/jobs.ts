import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { jobListQuerySchema } from "../contract/jobs";
import { findJob, listJobs, seesExclusiveJobs, toJobDetail } from "../domain/jobs";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

export const jobRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const parsed = jobListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      throw new AppError("validation_failed", "Check the job filters", parsed.error.flatten().fieldErrors);
    }
    const viewer = await findViewer(c);
    const jobs = await listJobs(c.var.db, parsed.data, {
      now: new Date(),
      includeExclusive: seesExclusiveJobs(viewer?.member.membershipTier),
    });
    return c.json({ jobs });
  })

  .get("/:slug", async (c) => {
    const row = await findJob(c.var.db, c.req.param("slug"), new Date());
    if (!row) throw new AppError("not_found", "Job not found");
    if (row.exclusive) {
      const viewer = await findViewer(c);
      if (!seesExclusiveJobs(viewer?.member.membershipTier)) {
        throw new AppError("forbidden", "This job is exclusive to Premium and Executive members");
      }
    }
    return c.json({ job: toJobDetail(row) });
  });
