import { Hono } from "hono";
import { findViewer, requireViewer } from "../auth/guards";
import { jobListQuerySchema, jobPostSchema, savedJobsMergeSchema } from "../contract/jobs";
import { effectiveTier } from "../domain/effective-tier";
import { listMyJobs, postJob } from "../domain/job-posting";
import { findJob, listJobs, seesExclusiveJobs, toJobDetail } from "../domain/jobs";
import type { Viewer } from "../domain/members";
import { listSavedJobs, mergeSavedJobs, saveJob, unsaveJob } from "../domain/saved-jobs";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { parseInput, readJson } from "../lib/validate";

/** Exclusive jobs follow the tier in force now: a lapsed Premium period sees what Basic sees. */
const exclusiveFor = (viewer: Viewer | null, now: Date) =>
  seesExclusiveJobs(effectiveTier(viewer?.member, now));

export const jobRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const parsed = jobListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      throw new AppError("validation_failed", "Check the job filters", parsed.error.flatten().fieldErrors);
    }
    const viewer = await findViewer(c);
    const now = new Date();
    const jobs = await listJobs(c.var.db, parsed.data, { now, includeExclusive: exclusiveFor(viewer, now) });
    return c.json({ jobs });
  })

  // A member posts a job: pending until an admin approves it (see routes/admin-jobs.ts).
  .post("/", async (c) => {
    const viewer = await requireViewer(c);
    const data = parseInput(jobPostSchema, await readJson(c.req));
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
      includeExclusive: exclusiveFor(viewer, now),
    });
    return c.json({ jobs });
  })

  // The jobs a visitor saved on this device, added to the account after signing in; answers the list.
  .post("/saved", async (c) => {
    const viewer = await requireViewer(c);
    const { jobIds } = parseInput(savedJobsMergeSchema, await readJson(c.req));
    const now = new Date();
    const options = { now, includeExclusive: exclusiveFor(viewer, now) };
    await mergeSavedJobs(c.var.db, viewer.user.id, jobIds, options);
    return c.json({ jobs: await listSavedJobs(c.var.db, viewer.user.id, options) });
  })

  .get("/:slug", async (c) => {
    const now = new Date();
    const row = await findJob(c.var.db, c.req.param("slug"), now);
    if (!row) throw new AppError("not_found", "Job not found");
    if (row.exclusive) {
      const viewer = await findViewer(c);
      if (!exclusiveFor(viewer, now)) {
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
      includeExclusive: exclusiveFor(viewer, now),
    });
    return c.json({ saved: true });
  })

  .delete("/:slug/save", async (c) => {
    const viewer = await requireViewer(c);
    await unsaveJob(c.var.db, viewer.user.id, c.req.param("slug"));
    return c.json({ saved: false });
  });
