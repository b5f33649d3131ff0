import { desc, eq } from "drizzle-orm";
import { JOB_LIFETIME_DAYS, type JobPost, type MyJob } from "../../contract/jobs";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { slugFor } from "../../lib/slug";
import { type JobRow, toJobSummary } from "./jobs";

const DAY_MS = 86_400_000;

/** When a job approved (or created by an admin) at `now` stops being listed. */
export const lifetimeEnd = (now: Date) => new Date(now.getTime() + JOB_LIFETIME_DAYS * DAY_MS).toISOString();

/** Approved once, but its time is up: `visibleNow` no longer lists it. */
export const isExpired = (row: JobRow, now: Date) =>
  row.status === "approved" && row.expiresAt <= now.toISOString();

export function toMyJob(row: JobRow, now: Date): MyJob {
  return {
    ...toJobSummary(row),
    status: row.status,
    reviewNote: row.reviewNote,
    expiresAt: row.expiresAt,
    expired: isExpired(row, now),
    submittedAt: row.createdAt,
  };
}

/**
 * A member's job goes in pending: invisible until an admin approves it. postedAt and expiresAt are
 * required columns, so they hold the submission time for now; approval sets both again.
 */
export async function postJob(db: Database, userId: string, data: JobPost, now: Date): Promise<MyJob> {
  const [row] = await db
    .insert(jobs)
    .values({
      ...data,
      slug: slugFor(data.title, "job"),
      status: "pending",
      postedByUserId: userId,
      postedAt: now.toISOString(),
      expiresAt: lifetimeEnd(now),
    })
    .returning();
  if (!row) throw new Error("Inserting the job returned no row");
  return toMyJob(row, now);
}

/** The member's own posts, newest first, in every state. */
export async function listMyJobs(db: Database, userId: string, now: Date): Promise<MyJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.postedByUserId, userId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => toMyJob(row, now));
}
