import { asc, eq } from "drizzle-orm";
import type { Language } from "../contract/enums";
import { type ExploreSummary, type FeaturedItem, featuredTranslatedFields } from "../contract/explore";
import type { Database } from "../db/client";
import { businesses, featuredContent } from "../db/schema";
import { translated } from "../lib/content-language";
import { countJobs, seesExclusiveJobs } from "./jobs/jobs";
import type { Viewer } from "./members";
import { countDirectory } from "./network/directory";
import { trendingHashtags } from "./posts/hashtags";
import { countTenders } from "./tenders/tenders";

/**
 * The /explore tiles, each counted by the same conditions as the list its tile opens, for this
 * viewer: the member directory (/members), the jobs they can see (/jobs: exclusive ones only for
 * paid tiers), approved businesses (/business) and the active tenders (/tenders?status=Active).
 */
export async function communityCounts(
  db: Database,
  viewer: Viewer,
  now: Date,
): Promise<ExploreSummary["counts"]> {
  const [memberCount, openJobs, businessCount, activeTenders] = await Promise.all([
    countDirectory(db, viewer.user.id),
    countJobs(db, {}, { now, includeExclusive: seesExclusiveJobs(viewer, now) }),
    db.$count(businesses, eq(businesses.status, "approved")),
    countTenders(db, { status: "Active" }, now),
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
  viewer: Viewer,
  now: Date,
  language: Language = "en",
): Promise<ExploreSummary> {
  const [counts, featured, trending] = await Promise.all([
    communityCounts(db, viewer, now),
    activeFeaturedContent(db, language),
    trendingHashtags(db, now),
  ]);
  return { counts, featured, trending };
}
