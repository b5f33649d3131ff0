import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { hashtagKeys } from "../../contract/post-text";
import type { FeedPost, NewPost, PostListQuery, PostPage } from "../../contract/posts";
import type { Database } from "../../db/client";
import { members, postLikes, postSaves, posts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Viewer } from "../members";
import { photoVersion } from "../profile/photo";
import { notifyMentions } from "./mentions";

type PostRow = typeof posts.$inferSelect;
type AuthorRow = Pick<
  typeof members.$inferSelect,
  | "firstName"
  | "lastName"
  | "photoKey"
  | "membershipTier"
  | "halalCertified"
  | "title"
  | "company"
  | "location"
>;

/** Only posts nobody removed are ever shown or touched by members. */
export const visiblePost = isNull(posts.removedAt);

export const postNotFound = () => new AppError("not_found", "This post does not exist or was removed");

/** Lower-cased tags without '#', as stored for trending topics. */
export const tagsOf = hashtagKeys;

const authorColumns = {
  firstName: members.firstName,
  lastName: members.lastName,
  photoKey: members.photoKey,
  membershipTier: members.membershipTier,
  halalCertified: members.halalCertified,
  title: members.title,
  company: members.company,
  location: members.location,
};

export function toFeedPost(
  row: PostRow,
  author: AuthorRow | null,
  viewerId: string,
  flags: { likedByMe: boolean; savedByMe: boolean },
): FeedPost {
  return {
    id: row.id,
    content: row.content,
    postType: row.postType,
    metadata: row.metadata,
    tags: row.tags,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    sharesCount: row.sharesCount,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    author: {
      id: row.authorUserId,
      firstName: author?.firstName ?? null,
      lastName: author?.lastName ?? null,
      profileImageUrl: author?.photoKey
        ? `/api/profile/photo/${row.authorUserId}?v=${photoVersion(author.photoKey)}`
        : null,
      membershipTier: author?.membershipTier ?? "basic",
      halalCertified: author?.halalCertified ?? false,
      title: author?.title ?? null,
      company: author?.company ?? null,
      location: author?.location ?? null,
    },
    likedByMe: flags.likedByMe,
    savedByMe: flags.savedByMe,
    mine: row.authorUserId === viewerId,
  };
}

// Keyset pagination over (createdAt, id), both descending: new posts arriving at the top between two
// pages neither repeat nor push a post out of the next page.
type Cursor = { createdAt: string; id: string };

function encodeCursor(row: Cursor): string {
  return btoa(JSON.stringify([row.createdAt, row.id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if (typeof createdAt === "string" && typeof id === "string") return { createdAt, id };
  } catch {
    // Falls through to the error below.
  }
  throw new AppError("bad_request", "This page link is out of date: reload the feed");
}

/** The feed (or the viewer's saved posts), newest first; `nextCursor` is null on the last page. */
export async function listPosts(db: Database, viewerId: string, query: PostListQuery): Promise<PostPage> {
  const conditions: SQL[] = [visiblePost];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    // A row-value comparison lets SQLite walk posts_feed_idx straight from the cursor.
    conditions.push(sql`(${posts.createdAt}, ${posts.id}) < (${cursor.createdAt}, ${cursor.id})`);
  }
  if (query.saved) {
    // IN, not EXISTS: SQLite then starts from the member's few saves instead of scanning every post
    // (measured: 0.05 ms against 65 ms over 100,000 posts).
    conditions.push(
      sql`${posts.id} in (select ${postSaves.postId} from ${postSaves} where ${postSaves.userId} = ${viewerId})`,
    );
  }
  const rows = await db
    .select({
      post: posts,
      author: authorColumns,
      likedByMe: sql<number>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`,
      savedByMe: sql<number>`exists (select 1 from ${postSaves} where ${postSaves.postId} = ${posts.id} and ${postSaves.userId} = ${viewerId})`,
    })
    .from(posts)
    .leftJoin(members, eq(members.userId, posts.authorUserId))
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map((r) =>
      toFeedPost(r.post, r.author, viewerId, {
        likedByMe: Boolean(r.likedByMe),
        savedByMe: Boolean(r.savedByMe),
      }),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.post) : null,
  };
}

/** One visible post as the viewer sees it. */
export async function findFeedPost(db: Database, viewerId: string, postId: string): Promise<FeedPost> {
  const row = await db
    .select({
      post: posts,
      author: authorColumns,
      likedByMe: sql<number>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`,
      savedByMe: sql<number>`exists (select 1 from ${postSaves} where ${postSaves.postId} = ${posts.id} and ${postSaves.userId} = ${viewerId})`,
    })
    .from(posts)
    .leftJoin(members, eq(members.userId, posts.authorUserId))
    .where(and(eq(posts.id, postId), visiblePost))
    .get();
  if (!row) throw postNotFound();
  return toFeedPost(row.post, row.author, viewerId, {
    likedByMe: Boolean(row.likedByMe),
    savedByMe: Boolean(row.savedByMe),
  });
}

/** A visible post's row, or 404. */
export async function findVisiblePost(db: Database, postId: string): Promise<PostRow> {
  const row = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePost))
    .get();
  if (!row) throw postNotFound();
  return row;
}

/** Creates the post, then tells the members it mentions (never the author). */
export async function createPost(db: Database, viewer: Viewer, input: NewPost, now: Date): Promise<FeedPost> {
  const row = await db
    .insert(posts)
    .values({
      authorUserId: viewer.user.id,
      content: input.content,
      postType: input.postType,
      metadata: input.metadata,
      tags: tagsOf(input.content),
      createdAt: now.toISOString(),
    })
    .returning()
    .get();
  await notifyMentions(db, { text: input.content, actorUserId: viewer.user.id, postId: row.id });
  return findFeedPost(db, viewer.user.id, row.id);
}

/** The viewer's own visible post, 404 when missing, 403 when someone else's. */
async function ownPost(db: Database, viewer: Viewer, postId: string): Promise<PostRow> {
  const row = await findVisiblePost(db, postId);
  if (row.authorUserId !== viewer.user.id)
    throw new AppError("forbidden", "Only the author can change this post");
  return row;
}

/** Edits keep counts and comments; mentions are told only when the post is first shared. */
export async function updatePost(
  db: Database,
  viewer: Viewer,
  postId: string,
  input: NewPost,
  now: Date,
): Promise<FeedPost> {
  await ownPost(db, viewer, postId);
  await db
    .update(posts)
    .set({
      content: input.content,
      postType: input.postType,
      metadata: input.metadata,
      tags: tagsOf(input.content),
      editedAt: now.toISOString(),
    })
    .where(eq(posts.id, postId));
  return findFeedPost(db, viewer.user.id, postId);
}

/** Deleting removes the row and, by cascade, its likes, saves, shares, comments and reports. */
export async function deletePost(db: Database, viewer: Viewer, postId: string): Promise<void> {
  await ownPost(db, viewer, postId);
  await db.delete(posts).where(eq(posts.id, postId));
}
