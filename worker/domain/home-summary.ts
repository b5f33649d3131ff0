import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type HomeSummary, INDUSTRY_GROUPS_SHOWN, type IndustryGroup } from "../contract/home";
import type { Database } from "../db/client";
import { memberConnections, members, posts, profileViews } from "../db/schema";
import { connectionsOf } from "./profile/connections";
import { recentViewsOf } from "./profile/views";

/** Member counts per industry: the member's own industry first, then the largest groups. */
export async function industryGroups(db: Database, ownIndustry: string | null): Promise<IndustryGroup[]> {
  const memberCount = count();
  const rows = await db
    .select({ industry: members.industry, members: memberCount })
    .from(members)
    // Rows from before the industry list may hold an empty word; they form no group.
    .where(and(isNotNull(members.industry), sql`${members.industry} <> ''`))
    .groupBy(members.industry)
    .orderBy(
      // The own industry sorts before every other one; ties in size go alphabetically.
      desc(sql`${members.industry} = ${ownIndustry ?? ""}`),
      desc(memberCount),
      members.industry,
    )
    .limit(INDUSTRY_GROUPS_SHOWN);
  return rows.map((row) => ({
    industry: row.industry ?? "",
    members: row.members,
    mine: row.industry === ownIndustry,
  }));
}

export async function homeSummary(
  db: Database,
  member: { userId: string; industry: string | null },
  now: Date,
): Promise<HomeSummary> {
  const [connections, postCount, views, groups] = await Promise.all([
    db.$count(memberConnections, connectionsOf(member.userId)),
    db.$count(posts, and(eq(posts.authorUserId, member.userId), isNull(posts.removedAt))),
    db.$count(profileViews, recentViewsOf(member.userId, now)),
    industryGroups(db, member.industry),
  ]);
  return { counts: { connections, posts: postCount, profileViews: views }, industryGroups: groups };
}
