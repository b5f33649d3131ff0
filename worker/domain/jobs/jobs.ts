import { and, desc, eq, gt, lte, or, type SQL, sql } from "drizzle-orm";
import { isPaidTier } from "../../contract/enums";
import type { JobDetail, JobListQuery, JobSummary } from "../../contract/jobs";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import type { Viewer } from "../members";
import { effectiveTier } from "../membership/effective-tier";

export type JobRow = typeof jobs.$inferSelect;

/**
 * Exclusive jobs are for Premium and Executive members whose period has not ended (a lapsed Premium
 * sees what Basic sees), and for admins, who approve, edit and hide them.
 */
export function seesExclusiveJobs(viewer: Viewer | null | undefined, now: Date): boolean {
  if (!viewer) return false;
  return viewer.member.role === "admin" || isPaidTier(effectiveTier(viewer.member, now));
}

export function toJobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: row.company,
    location: row.location,
    type: row.type,
    category: row.category,
    salary: row.salary?.trim() ? row.salary : null,
    featured: row.featured,
    remoteOk: row.remoteOk,
    visaSponsorship: row.visaSponsorship,
    exclusive: row.exclusive,
    postedAt: row.postedAt,
    createdAt: row.postedAt,
    description: row.description,
  };
}

export function toJobDetail(row: JobRow): JobDetail {
  return {
    ...toJobSummary(row),
    requirements: row.requirements ?? [],
    howToApply: row.howToApply ?? null,
    expiresAt: row.expiresAt,
  };
}

/** Approved, already posted and not yet expired. */
export function visibleNow(now: Date): SQL {
  const iso = now.toISOString();
  return and(eq(jobs.status, "approved"), lte(jobs.postedAt, iso), gt(jobs.expiresAt, iso)) as SQL;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type JobListOptions = { now: Date; includeExclusive: boolean };

/** Which jobs a reader's list holds: the list and its count (/explore) share this, so they agree. */
function jobListConditions(query: Partial<JobListQuery>, options: JobListOptions): SQL | undefined {
  const conditions: SQL[] = [visibleNow(options.now)];
  if (!options.includeExclusive) conditions.push(eq(jobs.exclusive, false));
  if (query.category) conditions.push(eq(jobs.category, query.category));
  if (query.location) conditions.push(eq(jobs.location, query.location));
  if (query.visaSponsorship !== undefined) conditions.push(eq(jobs.visaSponsorship, query.visaSponsorship));
  if (query.remoteOk !== undefined) conditions.push(eq(jobs.remoteOk, query.remoteOk));
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${jobs.title}) like ${pattern} escape '\\'`,
        sql`lower(${jobs.company}) like ${pattern} escape '\\'`,
      ) as SQL,
    );
  }
  return and(...conditions);
}

export async function listJobs(
  db: Database,
  query: JobListQuery,
  options: JobListOptions,
): Promise<JobSummary[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(jobListConditions(query, options))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(query.limit);
  return rows.map(toJobSummary);
}

/** How many jobs the same list would hold without its page limit. */
export function countJobs(db: Database, query: Partial<JobListQuery>, options: JobListOptions) {
  return db.$count(jobs, jobListConditions(query, options));
}

/** A visible job by slug, or null (unknown, pending, rejected or expired). */
export async function findJob(db: Database, slug: string, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.slug, slug), visibleNow(now)))
    .limit(1);
  return row ?? null;
}
