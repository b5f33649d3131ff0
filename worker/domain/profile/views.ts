import { and, eq, gte } from "drizzle-orm";
import { PROFILE_VIEWS_WINDOW_DAYS } from "../../contract/home";
import type { Database } from "../../db/client";
import { profileViews } from "../../db/schema";

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One row per viewer, profile and UTC day (the primary key), so reloading a profile all day counts
 * once; members looking at their own card are not views.
 */
export async function recordProfileView(
  db: Database,
  profileUserId: string,
  viewerUserId: string,
  now: Date,
): Promise<void> {
  if (profileUserId === viewerUserId) return;
  await db
    .insert(profileViews)
    .values({ profileUserId, viewerUserId, day: utcDay(now) })
    .onConflictDoNothing();
}

/** Views counted on the home: today and the 29 days before it. */
export function recentViewsOf(profileUserId: string, now: Date) {
  const since = utcDay(new Date(now.getTime() - (PROFILE_VIEWS_WINDOW_DAYS - 1) * DAY_MS));
  return and(eq(profileViews.profileUserId, profileUserId), gte(profileViews.day, since));
}
