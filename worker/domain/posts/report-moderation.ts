import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { postReports, posts } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { type PostModeration, postModeratedEmail } from "../../email/post-moderated";
import { AppError } from "../../errors";
import { type MemberContact, memberContacts } from "../member-contact";
import { dismissReports, removeReportedPost } from "./reports-admin";

async function reportedPost(db: Database, postId: string) {
  const post = await db
    .select({ authorUserId: posts.authorUserId, content: posts.content })
    .from(posts)
    .where(eq(posts.id, postId))
    .get();
  if (!post) throw new AppError("not_found", "This post does not exist");
  return post;
}

async function tell(
  mailer: Mailer,
  contacts: MemberContact[],
  options: { outcome: PostModeration; content: string; reason: string | null; origin: string },
) {
  for (const contact of contacts) {
    await mailer.send(postModeratedEmail({ to: contact.email, language: contact.language, ...options }));
  }
}

/** The post stays: its open reports are dismissed and each member who reported it hears so. */
export async function keepReportedPost(
  db: Database,
  mailer: Mailer,
  options: { postId: string; reason: string | null; origin: string; now: Date },
): Promise<void> {
  const post = await reportedPost(db, options.postId);
  const reporters = await db
    .select({ userId: postReports.reporterUserId })
    .from(postReports)
    .where(and(eq(postReports.postId, options.postId), eq(postReports.status, "open")));
  await dismissReports(db, options.postId, options.now);
  const contacts = await memberContacts(
    db,
    reporters.map((row) => row.userId),
  );
  await tell(mailer, contacts, { outcome: "kept", content: post.content, ...options });
}

/** The post leaves the feed and its author is told why. */
export async function removeReportedPostAndTell(
  db: Database,
  mailer: Mailer,
  options: { postId: string; reason: string | null; origin: string; now: Date },
): Promise<void> {
  const post = await reportedPost(db, options.postId);
  await removeReportedPost(db, options.postId, options.now);
  const contacts = await memberContacts(db, [post.authorUserId]);
  await tell(mailer, contacts, { outcome: "removed", content: post.content, ...options });
}
