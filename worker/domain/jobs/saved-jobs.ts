import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { JobSummary } from "../../contract/jobs";
import type { Database } from "../../db/client";
import { jobs, savedJobs } from "../../db/schema";
import { AppError } from "../../errors";
import { findJob, toJobSummary, visibleNow } from "./jobs";

type Visibility = { now: Date; includeExclusive: boolean };

/** What the member may see right now: listed, and exclusive only for Premium and Executive. */
function visibleTo({ now, includeExclusive }: Visibility): SQL {
  return (includeExclusive ? visibleNow(now) : and(visibleNow(now), eq(jobs.exclusive, false))) as SQL;
}

/** The member's saved jobs that are still visible to them, most recently saved first. */
export async function listSavedJobs(
  db: Database,
  userId: string,
  options: Visibility,
): Promise<JobSummary[]> {
  const rows = await db
    .select({ job: jobs })
    .from(savedJobs)
    .innerJoin(jobs, eq(savedJobs.jobId, jobs.id))
    .where(and(eq(savedJobs.userId, userId), visibleTo(options)))
    .orderBy(desc(savedJobs.createdAt), desc(jobs.postedAt));
  return rows.map(({ job }) => toJobSummary(job));
}

/** Saves a visible job (idempotent: saving twice keeps one row). */
export async function saveJob(
  db: Database,
  userId: string,
  slug: string,
  options: Visibility,
): Promise<void> {
  const job = await findJob(db, slug, options.now);
  if (!job) throw new AppError("not_found", "Job not found");
  if (job.exclusive && !options.includeExclusive) {
    throw new AppError("forbidden", "This job is exclusive to Premium and Executive members");
  }
  await db.insert(savedJobs).values({ userId, jobId: job.id }).onConflictDoNothing();
}

/** Unsaves by slug, whatever the job's state now (idempotent: nothing saved is not an error). */
export async function unsaveJob(db: Database, userId: string, slug: string): Promise<void> {
  const jobIds = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.slug, slug));
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, jobIds)));
}

// D1 allows 100 bound parameters per statement: ids go in slices well under that.
const SLICE = 40;

/** Adds the jobs a visitor saved on this device (unknown or invisible ids are skipped). */
export async function mergeSavedJobs(
  db: Database,
  userId: string,
  jobIds: string[],
  options: Visibility,
): Promise<void> {
  const unique = [...new Set(jobIds)];
  for (let start = 0; start < unique.length; start += SLICE) {
    const slice = unique.slice(start, start + SLICE);
    const visible = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.id, slice), visibleTo(options)));
    if (visible.length === 0) continue;
    await db
      .insert(savedJobs)
      .values(visible.map(({ id }) => ({ userId, jobId: id })))
      .onConflictDoNothing();
  }
}
