import { and, asc, eq, gt, gte, isNotNull, lte } from "drizzle-orm";
import type { Language } from "../contract/enums";
import { type ExploreSummary, type FeaturedItem, featuredTranslatedFields } from "../contract/explore";
import type { Database } from "../db/client";
import { businesses, featuredContent, jobs, members, tenders } from "../db/schema";
import { translated } from "../lib/content-language";
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
export async function activeFeaturedContent(
  db: Database,
  language: Language = "en",
): Promise<FeaturedItem[]> {
  const rows = await db
    .select()
    .from(featuredContent)
    .where(eq(featuredContent.isActive, true))
    .orderBy(asc(featuredContent.sortOrder), asc(featuredContent.createdAt));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    ...translated(row, featuredTranslatedFields, language),
    url: row.url,
  }));
}

export async function exploreSummary(
  db: Database,
  now: Date,
  language: Language = "en",
): Promise<ExploreSummary> {
  const [counts, featured, trending] = await Promise.all([
    communityCounts(db, now),
    activeFeaturedContent(db, language),
    trendingHashtags(db, now),
  ]);
  return { counts, featured, trending };
}
