import { and, eq, sql } from "drizzle-orm";
import type { PostCounts } from "../../contract/posts";
import type { Database } from "../../db/client";
import { notifications, postLikes, postReports, postSaves, postShares, posts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Viewer } from "../members";
import { takeReportSlot } from "../moderation/report-ceiling";
import { notify } from "../notifications/notify";
import { excerptOf, postLink } from "./mentions";
import { findVisiblePost } from "./posts";

// Counts are recounted from their tables in the same batch as the change, so concurrent likes can
// never drift the number (a like is a row; the count is derived from rows, atomically).
const recountLikes = (db: Database, postId: string) =>
  db
    .update(posts)
    .set({ likesCount: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${postId})` })
    .where(eq(posts.id, postId));
const recountShares = (db: Database, postId: string) =>
  db
    .update(posts)
    .set({ sharesCount: sql`(select count(*) from ${postShares} where ${postShares.postId} = ${postId})` })
    .where(eq(posts.id, postId));

/**
 * The post was found a moment ago, but its author or an admin may remove it before this write lands:
 * the row's foreign key then refuses the write, which means the same as a post that was never there.
 */
/** D1's refusal of a row whose parent is gone (drizzle wraps it: the cause holds D1's message). */
const isForeignKeyFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.message.includes("FOREIGN KEY constraint failed") || isForeignKeyFailure(error.cause));

async function whilePostExists<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyFailure(error)) {
      throw new AppError("not_found", "This post does not exist or was removed");
    }
    throw error;
  }
}

async function countsOf(db: Database, postId: string): Promise<PostCounts> {
  const row = await db
    .select({
      likesCount: posts.likesCount,
      commentsCount: posts.commentsCount,
      sharesCount: posts.sharesCount,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .get();
  if (!row) throw new AppError("not_found", "This post does not exist or was removed");
  return row;
}

async function alreadyToldOfLike(db: Database, userId: string, actorUserId: string, postId: string) {
  const found = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, "like"),
        eq(notifications.actorUserId, actorUserId),
        eq(notifications.link, postLink(postId)),
      ),
    )
    .get();
  return Boolean(found);
}

/** A member likes a post once; a second like changes nothing and tells nobody again. */
export async function likePost(db: Database, viewer: Viewer, postId: string): Promise<PostCounts> {
  const post = await findVisiblePost(db, postId);
  const [inserted] = await whilePostExists(
    db.batch([
      db.insert(postLikes).values({ postId, userId: viewer.user.id }).onConflictDoNothing().returning(),
      recountLikes(db, postId),
    ]),
  );
  // Like, unlike, like again tells the author once, not every time.
  if (inserted.length > 0 && !(await alreadyToldOfLike(db, post.authorUserId, viewer.user.id, postId))) {
    await notify(db, {
      userId: post.authorUserId,
      kind: "like",
      actorUserId: viewer.user.id,
      link: postLink(postId),
      data: { excerpt: excerptOf(post.content) },
    });
  }
  return countsOf(db, postId);
}

export async function unlikePost(db: Database, viewer: Viewer, postId: string): Promise<PostCounts> {
  await findVisiblePost(db, postId);
  await db.batch([
    db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, viewer.user.id))),
    recountLikes(db, postId),
  ]);
  return countsOf(db, postId);
}

export async function savePost(db: Database, viewer: Viewer, postId: string, saved: boolean): Promise<void> {
  await findVisiblePost(db, postId);
  if (saved)
    await whilePostExists(
      db.insert(postSaves).values({ postId, userId: viewer.user.id }).onConflictDoNothing(),
    );
  else
    await db.delete(postSaves).where(and(eq(postSaves.postId, postId), eq(postSaves.userId, viewer.user.id)));
}

/** Native share or copied link: counted once per member however often they share. */
export async function sharePost(db: Database, viewer: Viewer, postId: string): Promise<PostCounts> {
  await findVisiblePost(db, postId);
  await whilePostExists(
    db.batch([
      db.insert(postShares).values({ postId, userId: viewer.user.id }).onConflictDoNothing(),
      recountShares(db, postId),
    ]),
  );
  return countsOf(db, postId);
}

/**
 * One report per member and post (the UNIQUE index decides, so two quick clicks cannot both land);
 * every attempt counts towards the reporter's daily ceiling (moderation/report-ceiling.ts).
 */
export async function reportPost(
  db: Database,
  viewer: Viewer,
  postId: string,
  reason: string,
  now = Date.now(),
): Promise<void> {
  await findVisiblePost(db, postId);
  await takeReportSlot(db, viewer.user.id, now);
  const inserted = await whilePostExists(
    db
      .insert(postReports)
      .values({ postId, reporterUserId: viewer.user.id, reason })
      .onConflictDoNothing()
      .returning({ id: postReports.id }),
  );
  if (inserted.length === 0) throw new AppError("conflict", "You already reported this post");
}
