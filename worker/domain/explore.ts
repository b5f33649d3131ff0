import { and, asc, eq, gt, gte, isNotNull, lte } from "drizzle-orm";
import type { ExploreSummary, FeaturedItem } from "../contract/explore";
import type { Database } from "../db/client";
import { businesses, featuredContent, jobs, members, tenders } from "../db/schema";
import { trendingHashtags } from "./posts/hashtags";

/**
 * The /explore tiles, counted from the tables themselves. Open jobs are those the jobs page lists
 * (approved, posted, not expired) including exclusive ones: the tile says how many exist, the jobs
 * page decides what a reader may open.
 */
export async function communityCounts(db: Database, now: Date): Promise<ExploreSummary["counts"]> {
  const instant = now.toISOString();
  const today = instant.slice(0, 10);
  const [memberCount, openJobs, businessCount, activeTenders] = await Promise.all([
    db.$count(members),
    db.$count(
      jobs,
      and(eq(jobs.status, "approved"), lte(jobs.postedAt, instant), gt(jobs.expiresAt, instant)),
    ),
    db.$count(businesses, eq(businesses.status, "approved")),
    // Deadlines are calendar dates: a tender is still open on its deadline day.
    db.$count(
      tenders,
      and(
        eq(tenders.status, "Active"),
        isNotNull(tenders.publishedAt),
        lte(tenders.publishedAt, instant),
        gte(tenders.deadline, today),
      ),
    ),
  ]);
  return { members: memberCount, openJobs, businesses: businessCount, activeTenders };
}

/** What admins feature, shown items only, in their order. */
export async function activeFeaturedContent(db: Database): Promise<FeaturedItem[]> {
  return db
    .select({
      id: featuredContent.id,
      kind: featuredContent.kind,
      title: featuredContent.title,
      description: featuredContent.description,
      url: featuredContent.url,
    })
    .from(featuredContent)
    .where(eq(featuredContent.isActive, true))
    .orderBy(asc(featuredContent.sortOrder), asc(featuredContent.createdAt));
}

export async function exploreSummary(db: Database, now: Date): Promise<ExploreSummary> {
  const [counts, featured, trending] = await Promise.all([
    communityCounts(db, now),
    activeFeaturedContent(db),
    trendingHashtags(db, now),
  ]);
  return { counts, featured, trending };
}
