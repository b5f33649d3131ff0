import { and, asc, eq, sql } from "drizzle-orm";
import type { PostComment } from "../../contract/posts";
import type { Database } from "../../db/client";
import { members, postComments, posts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Viewer } from "../members";
import { notify } from "../notifications/notify";
import { photoVersion } from "../profile/photo";
import { excerptOf, notifyMentions, postLink } from "./mentions";
import { findVisiblePost, visiblePost } from "./posts";

const COMMENTS_LIMIT = 200;

const recountComments = (db: Database, postId: string) =>
  db
    .update(posts)
    .set({
      commentsCount: sql`(select count(*) from ${postComments} where ${postComments.postId} = ${postId})`,
    })
    .where(eq(posts.id, postId));

const commentColumns = {
  comment: postComments,
  firstName: members.firstName,
  lastName: members.lastName,
  photoKey: members.photoKey,
};

type CommentRow = {
  comment: typeof postComments.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  photoKey: string | null;
};

function toComment(row: CommentRow, viewerId: string): PostComment {
  const { comment } = row;
  return {
    id: comment.id,
    postId: comment.postId,
    content: comment.content,
    createdAt: comment.createdAt,
    editedAt: comment.editedAt,
    author: {
      id: comment.authorUserId,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.photoKey
        ? `/api/profile/photo/${comment.authorUserId}?v=${photoVersion(row.photoKey)}`
        : null,
    },
    mine: comment.authorUserId === viewerId,
  };
}

/** A visible post's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(db: Database, viewerId: string, postId: string): Promise<PostComment[]> {
  await findVisiblePost(db, postId);
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(members, eq(members.userId, postComments.authorUserId))
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(COMMENTS_LIMIT);
  return rows.map((row) => toComment(row, viewerId));
}

async function findComment(db: Database, viewerId: string, commentId: string): Promise<PostComment> {
  const row = await db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(members, eq(members.userId, postComments.authorUserId))
    .where(eq(postComments.id, commentId))
    .get();
  if (!row) throw new AppError("not_found", "This comment does not exist");
  return toComment(row, viewerId);
}

/** Adds the comment and its count together, then tells the post's author and anyone mentioned. */
export async function addComment(
  db: Database,
  viewer: Viewer,
  postId: string,
  content: string,
  now: Date,
): Promise<PostComment> {
  const post = await findVisiblePost(db, postId);
  const [[inserted]] = await db.batch([
    db
      .insert(postComments)
      .values({ postId, authorUserId: viewer.user.id, content, createdAt: now.toISOString() })
      .returning({ id: postComments.id }),
    recountComments(db, postId),
  ]);
  if (!inserted) throw new AppError("internal", "The comment was not stored");
  await notify(db, {
    userId: post.authorUserId,
    kind: "comment",
    actorUserId: viewer.user.id,
    link: postLink(postId),
    data: { excerpt: excerptOf(content) },
  });
  await notifyMentions(db, {
    text: content,
    actorUserId: viewer.user.id,
    postId,
    alreadyTold: [post.authorUserId],
  });
  return findComment(db, viewer.user.id, inserted.id);
}

/** The viewer's own comment on a visible post: 404 when missing, 403 when someone else's. */
async function ownComment(db: Database, viewer: Viewer, commentId: string) {
  const row = await db
    .select({ comment: postComments })
    .from(postComments)
    .innerJoin(posts, and(eq(posts.id, postComments.postId), visiblePost))
    .where(eq(postComments.id, commentId))
    .get();
  if (!row) throw new AppError("not_found", "This comment does not exist");
  if (row.comment.authorUserId !== viewer.user.id)
    throw new AppError("forbidden", "Only the author can change this comment");
  return row.comment;
}

export async function editComment(
  db: Database,
  viewer: Viewer,
  commentId: string,
  content: string,
  now: Date,
): Promise<PostComment> {
  await ownComment(db, viewer, commentId);
  await db
    .update(postComments)
    .set({ content, editedAt: now.toISOString() })
    .where(eq(postComments.id, commentId));
  return findComment(db, viewer.user.id, commentId);
}

export async function deleteComment(db: Database, viewer: Viewer, commentId: string): Promise<number> {
  const comment = await ownComment(db, viewer, commentId);
  await db.batch([
    db.delete(postComments).where(eq(postComments.id, commentId)),
    recountComments(db, comment.postId),
  ]);
  const post = await db
    .select({ commentsCount: posts.commentsCount })
    .from(posts)
    .where(eq(posts.id, comment.postId))
    .get();
  return post?.commentsCount ?? 0;
}
