import { Hono } from "hono";
import type { z } from "zod";
import { findViewer, requireViewer, signedIn } from "../auth/guards";
import { jobListQuerySchema, jobPostSchema, savedJobsMergeSchema } from "../contract/jobs";
import { findJob, listJobs, seesExclusiveJobs, toJobDetail } from "../domain/jobs/jobs";
import { listMyJobs, postJob } from "../domain/jobs/posting";
import { listSavedJobs, mergeSavedJobs, saveJob, unsaveJob } from "../domain/jobs/saved-jobs";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { fieldErrorsOf, valid } from "../lib/validate";

const badFilters = (error: z.ZodError) =>
  new AppError("validation_failed", "Check the job filters", fieldErrorsOf(error));

export const jobRoutes = new Hono<AppEnv>()
  .get("/", valid("query", jobListQuerySchema, { refuse: badFilters }), async (c) => {
    const viewer = await findViewer(c);
    const now = new Date();
    const filters = c.req.valid("query");
    const jobs = await listJobs(c.var.db, filters, { now, includeExclusive: seesExclusiveJobs(viewer, now) });
    return c.json({ jobs });
  })

  // A member posts a job: pending until an admin approves it (see routes/admin-jobs.ts).
  .post("/", signedIn, valid("json", jobPostSchema), async (c) => {
    const viewer = await requireViewer(c);
    const data = c.req.valid("json");
    return c.json({ job: await postJob(c.var.db, viewer.user.id, data, new Date()) }, 201);
  })

  .get("/mine", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ jobs: await listMyJobs(c.var.db, viewer.user.id, new Date()) });
  })

  .get("/saved", async (c) => {
    const viewer = await requireViewer(c);
    const now = new Date();
    const jobs = await listSavedJobs(c.var.db, viewer.user.id, {
      now,
      includeExclusive: seesExclusiveJobs(viewer, now),
    });
    return c.json({ jobs });
  })

  // The jobs a visitor saved on this device, added to the account after signing in; answers the list.
  .post("/saved", signedIn, valid("json", savedJobsMergeSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { jobIds } = c.req.valid("json");
    const now = new Date();
    const options = { now, includeExclusive: seesExclusiveJobs(viewer, now) };
    await mergeSavedJobs(c.var.db, viewer.user.id, jobIds, options);
    return c.json({ jobs: await listSavedJobs(c.var.db, viewer.user.id, options) });
  })

  .get("/:slug", async (c) => {
    const now = new Date();
    const row = await findJob(c.var.db, c.req.param("slug"), now);
    if (!row) throw new AppError("not_found", "Job not found");
    if (row.exclusive) {
      const viewer = await findViewer(c);
      if (!seesExclusiveJobs(viewer, now)) {
        throw new AppError("forbidden", "This job is exclusive to Premium and Executive members");
      }
    }
    return c.json({ job: toJobDetail(row) });
  })

  .put("/:slug/save", async (c) => {
    const viewer = await requireViewer(c);
    const now = new Date();
    await saveJob(c.var.db, viewer.user.id, c.req.param("slug"), {
      now,
      includeExclusive: seesExclusiveJobs(viewer, now),
    });
    return c.json({ saved: true });
  })

  .delete("/:slug/save", async (c) => {
    const viewer = await requireViewer(c);
    await unsaveJob(c.var.db, viewer.user.id, c.req.param("slug"));
    return c.json({ saved: false });
  });
