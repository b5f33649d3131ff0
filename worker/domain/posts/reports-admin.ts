import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ReportedPost } from "../../contract/posts";
import type { Database } from "../../db/client";
import { members, postReports, posts } from "../../db/schema";
import { AppError } from "../../errors";

const fullName = (m: { firstName: string | null; lastName: string | null } | null) =>
  [m?.firstName, m?.lastName].filter(Boolean).join(" ") || "Member";

/** Open reports grouped by post, the post reported first at the top (oldest waiting longest). */
export async function listReportedPosts(db: Database): Promise<ReportedPost[]> {
  const reporter = alias(members, "reporter");
  const author = alias(members, "author");
  const rows = await db
    .select({
      report: postReports,
      post: posts,
      author: { firstName: author.firstName, lastName: author.lastName },
      reporter: { firstName: reporter.firstName, lastName: reporter.lastName },
    })
    .from(postReports)
    .innerJoin(posts, and(eq(posts.id, postReports.postId), isNull(posts.removedAt)))
    .leftJoin(author, eq(author.userId, posts.authorUserId))
    .leftJoin(reporter, eq(reporter.userId, postReports.reporterUserId))
    .where(eq(postReports.status, "open"))
    .orderBy(asc(postReports.createdAt))
    .limit(1000);
  const byPost = new Map<string, ReportedPost>();
  for (const row of rows) {
    let entry = byPost.get(row.post.id);
    if (!entry) {
      entry = {
        post: {
          id: row.post.id,
          content: row.post.content,
          postType: row.post.postType,
          createdAt: row.post.createdAt,
          authorName: fullName(row.author),
        },
        reports: [],
        count: 0,
      };
      byPost.set(row.post.id, entry);
    }
    entry.reports.push({
      id: row.report.id,
      reason: row.report.reason,
      reporterName: fullName(row.reporter),
      createdAt: row.report.createdAt,
    });
    entry.count += 1;
  }
  return [...byPost.values()];
}

async function requireReportedPost(db: Database, postId: string): Promise<void> {
  const found = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).get();
  if (!found) throw new AppError("not_found", "This post does not exist");
}

/** The post stays; its open reports are closed as dismissed. */
export async function dismissReports(db: Database, postId: string, now: Date): Promise<void> {
  await requireReportedPost(db, postId);
  await db
    .update(postReports)
    .set({ status: "dismissed", resolvedAt: now.toISOString() })
    .where(and(eq(postReports.postId, postId), eq(postReports.status, "open")));
}

/** The post leaves every list (the row stays for the record) and its open reports are resolved. */
export async function removeReportedPost(db: Database, postId: string, now: Date): Promise<void> {
  await requireReportedPost(db, postId);
  const at = now.toISOString();
  await db.batch([
    db
      .update(posts)
      .set({ removedAt: at })
      .where(and(eq(posts.id, postId), isNull(posts.removedAt))),
    db
      .update(postReports)
      .set({ status: "removed", resolvedAt: at })
      .where(and(eq(postReports.postId, postId), inArray(postReports.status, ["open"]))),
  ]);
}
