import { and, desc, eq, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { applyChannelOf, NO_APPLY_CHANNEL } from "../../contract/contact-channels";
import type { Language, ModerationStatus } from "../../contract/enums";
import type { AdminJob, AdminJobData } from "../../contract/jobs";
import type { Database } from "../../db/client";
import { jobs, members, user } from "../../db/schema";
import { AppError } from "../../errors";
import { isLanguage } from "../../lib/language";
import { slugFor } from "../../lib/slug";
import { type JobRow, toJobDetail } from "./jobs";
import { isExpired, lifetimeEnd } from "./posting";

type Poster = { name: string; email: string } | null;

function toAdminJob(row: JobRow, poster: Poster, now: Date): AdminJob {
  return {
    ...toJobDetail(row),
    status: row.status,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt,
    expired: isExpired(row, now),
    submittedAt: row.createdAt,
    poster,
  };
}

const selection = { job: jobs, posterName: user.name, posterEmail: user.email };

function withPoster(
  { job, posterName, posterEmail }: { job: JobRow; posterName: string | null; posterEmail: string | null },
  now: Date,
): AdminJob {
  const poster =
    posterName !== null && posterEmail !== null ? { name: posterName, email: posterEmail } : null;
  return toAdminJob(job, poster, now);
}

/** Every job (or one state), pending ones first since they wait for a decision, then newest. */
export async function listAdminJobs(
  db: Database,
  status: ModerationStatus | "all",
  now: Date,
): Promise<AdminJob[]> {
  const rows = await db
    .select(selection)
    .from(jobs)
    .leftJoin(user, eq(jobs.postedByUserId, user.id))
    .where(status === "all" ? undefined : eq(jobs.status, status))
    .orderBy(
      sql`case when ${jobs.status} = 'pending' then 0 else 1 end`,
      desc(jobs.createdAt),
      desc(jobs.id),
    );
  return rows.map((row) => withPoster(row, now));
}

export async function findAdminJob(db: Database, id: string, now: Date): Promise<AdminJob> {
  const [row] = await db
    .select(selection)
    .from(jobs)
    .leftJoin(user, eq(jobs.postedByUserId, user.id))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) throw new AppError("not_found", "Job not found");
  return withPoster(row, now);
}

/** Whom to tell about a decision: the poster's address and preferred language (none for admin jobs). */
export async function posterContact(
  db: Database,
  jobId: string,
): Promise<{ email: string; language: Language } | null> {
  const [row] = await db
    .select({ email: user.email, language: members.preferredLanguage })
    .from(jobs)
    .innerJoin(user, eq(jobs.postedByUserId, user.id))
    .leftJoin(members, eq(members.userId, user.id))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) return null;
  return { email: row.email, language: isLanguage(row.language) ? row.language : "en" };
}

async function updated(db: Database, id: string, changes: SQLiteUpdateSetSource<typeof jobs>, now: Date) {
  const [row] = await db.update(jobs).set(changes).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (!row) throw new AppError("not_found", "Job not found");
  return findAdminJob(db, id, now);
}

/**
 * Listed from now for JOB_LIFETIME_DAYS; an expiry already further out is kept (ISO instants compare
 * as text, so SQLite's max() picks the later one).
 */
export async function approveJob(db: Database, id: string, now: Date): Promise<AdminJob> {
  const [job] = await db.select({ howToApply: jobs.howToApply }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!job) throw new AppError("not_found", "Job not found");
  // No listed job without a way to apply (older posts predate the rule): an admin edits it first.
  if (!applyChannelOf(job.howToApply)) {
    throw new AppError("validation_failed", NO_APPLY_CHANNEL, { howToApply: [NO_APPLY_CHANNEL] });
  }
  const nowIso = now.toISOString();
  // Approves the text that was checked: an edit in between leaves the job pending (404 here).
  const [row] = await db
    .update(jobs)
    .set({
      status: "approved",
      postedAt: nowIso,
      expiresAt: sql`max(${jobs.expiresAt}, ${lifetimeEnd(now)})`,
      reviewNote: null,
      reviewedAt: nowIso,
    })
    .where(and(eq(jobs.id, id), eq(jobs.howToApply, job.howToApply ?? "")))
    .returning({ id: jobs.id });
  if (!row) throw new AppError("not_found", "Job not found");
  return findAdminJob(db, id, now);
}

/** Rejected (never listed) or hidden (taken off the list); the reason goes to the poster too. */
export function decline(
  db: Database,
  id: string,
  status: "rejected" | "hidden",
  reason: string,
  now: Date,
): Promise<AdminJob> {
  return updated(db, id, { status, reviewNote: reason, reviewedAt: now.toISOString() }, now);
}

/** Edits the content and markers; the moderation state and dates stay as they are. */
export function updateJob(db: Database, id: string, data: AdminJobData, now: Date): Promise<AdminJob> {
  return updated(db, id, data, now);
}

/** Admin-created jobs need no review: listed at once. */
export async function createJob(db: Database, data: AdminJobData, now: Date): Promise<AdminJob> {
  const nowIso = now.toISOString();
  const [row] = await db
    .insert(jobs)
    .values({
      ...data,
      slug: slugFor(data.title, "job"),
      status: "approved",
      postedAt: nowIso,
      expiresAt: lifetimeEnd(now),
      reviewedAt: nowIso,
    })
    .returning();
  if (!row) throw new Error("Inserting the job returned no row");
  return toAdminJob(row, null, now);
}

/** Deletes the job; saved_jobs rows go with it (ON DELETE CASCADE). */
export async function deleteJob(db: Database, id: string): Promise<void> {
  const [row] = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (!row) throw new AppError("not_found", "Job not found");
}
