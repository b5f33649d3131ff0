import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import {
  type ForumCategorySummary,
  type ForumReply,
  type ForumThreadDetail,
  type ForumThreadListQuery,
  type ForumThreadPage,
  type ForumThreadSummary,
  forumCategoryTranslatedFields,
  type NewForumThread,
} from "../../contract/forums";
import type { Database } from "../../db/client";
import { forumCategories, forumReplies, forumThreads } from "../../db/schema";
import { AppError } from "../../errors";
import { translated } from "../../lib/content-language";
import { slugFor } from "../../lib/slug";
import type { Viewer } from "../members";
import { forumAuthorName } from "./author";

type ThreadRow = typeof forumThreads.$inferSelect;
/** A thread's category as read with it: its name in every language it was written in. */
type CategoryRef = { slug: string; name: string; nameAr?: string | null; nameUr?: string | null };

/** The columns a thread query reads of its category. */
const categoryRef = {
  slug: forumCategories.slug,
  name: forumCategories.name,
  nameAr: forumCategories.nameAr,
  nameUr: forumCategories.nameUr,
};

/** What the public sees: threads not removed, in categories not hidden. */
export const publicThread = and(isNull(forumThreads.removedAt), eq(forumCategories.isHidden, false)) as SQL;

/** A thread as lists show it; its category's name in `language` (English where that version is missing). */
export function toThreadSummary(
  row: ThreadRow,
  category: CategoryRef,
  language: Language = "en",
): ForumThreadSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: { slug: category.slug, ...translated(category, ["name"], language) },
    authorName: row.authorName,
    replyCount: row.replyCount,
    lastActivityAt: row.lastActivityAt,
    createdAt: row.createdAt,
    isPinned: row.isPinned,
    isLocked: row.isLocked,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Title or body contains the words, case-insensitively (LIKE wildcards typed by people are literal). */
export function threadSearch(search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    sql`lower(${forumThreads.title}) like ${pattern} escape '\\'`,
    sql`lower(${forumThreads.body}) like ${pattern} escape '\\'`,
  ) as SQL;
}

/** Visible categories in their order, counting only threads that are not removed, in the reader's language. */
export async function listForumCategories(
  db: Database,
  language: Language = "en",
): Promise<ForumCategorySummary[]> {
  const rows = await db
    .select({
      id: forumCategories.id,
      slug: forumCategories.slug,
      name: forumCategories.name,
      description: forumCategories.description,
      nameAr: forumCategories.nameAr,
      nameUr: forumCategories.nameUr,
      descriptionAr: forumCategories.descriptionAr,
      descriptionUr: forumCategories.descriptionUr,
      threadCount: sql<number>`count(${forumThreads.id})`.mapWith(Number),
      replyCount: sql<number>`coalesce(sum(${forumThreads.replyCount}), 0)`.mapWith(Number),
      lastActivityAt: sql<string | null>`max(${forumThreads.lastActivityAt})`,
    })
    .from(forumCategories)
    .leftJoin(
      forumThreads,
      and(eq(forumThreads.categoryId, forumCategories.id), isNull(forumThreads.removedAt)),
    )
    .where(eq(forumCategories.isHidden, false))
    .groupBy(forumCategories.id)
    .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.name));
  return rows.map(({ nameAr, nameUr, descriptionAr, descriptionUr, ...row }) => ({
    ...row,
    ...translated(
      { ...row, nameAr, nameUr, descriptionAr, descriptionUr },
      forumCategoryTranslatedFields,
      language,
    ),
  }));
}

// Keyset pagination over (pinned, last activity, id), all descending: a page never repeats or skips
// a thread because new ones arrived at the top meanwhile.
type Cursor = { pinned: boolean; lastActivityAt: string; id: string };

export function encodeCursor(row: Pick<ThreadRow, "isPinned" | "lastActivityAt" | "id">): string {
  return btoa(JSON.stringify([row.isPinned ? 1 : 0, row.lastActivityAt, row.id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [pinned, lastActivityAt, id] = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if ((pinned === 0 || pinned === 1) && typeof lastActivityAt === "string" && typeof id === "string") {
      return { pinned: pinned === 1, lastActivityAt, id };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError("bad_request", "This page link is out of date: reload the list");
}

function after(cursor: Cursor): SQL {
  const pinned = cursor.pinned ? 1 : 0;
  return sql`(${forumThreads.isPinned} < ${pinned} or (${forumThreads.isPinned} = ${pinned} and
    (${forumThreads.lastActivityAt} < ${cursor.lastActivityAt} or
     (${forumThreads.lastActivityAt} = ${cursor.lastActivityAt} and ${forumThreads.id} < ${cursor.id}))))`;
}

/** Pinned threads first, then by latest activity; `nextCursor` is null on the last page. */
export async function listForumThreads(
  db: Database,
  query: ForumThreadListQuery,
  language: Language = "en",
): Promise<ForumThreadPage> {
  const conditions: SQL[] = [publicThread];
  if (query.category) conditions.push(eq(forumCategories.slug, query.category));
  if (query.search) conditions.push(threadSearch(query.search));
  if (query.cursor) conditions.push(after(decodeCursor(query.cursor)));
  const rows = await db
    .select({ thread: forumThreads, category: categoryRef })
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumThreads.categoryId, forumCategories.id))
    .where(and(...conditions))
    .orderBy(desc(forumThreads.isPinned), desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    threads: page.map(({ thread, category }) => toThreadSummary(thread, category, language)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.thread) : null,
  };
}

/** A publicly visible thread by slug, or null (unknown, removed or in a hidden category). */
async function findPublicThread(db: Database, slug: string) {
  return (
    (await db
      .select({ thread: forumThreads, category: categoryRef })
      .from(forumThreads)
      .innerJoin(forumCategories, eq(forumThreads.categoryId, forumCategories.id))
      .where(and(eq(forumThreads.slug, slug), publicThread))
      .get()) ?? null
  );
}

const threadNotFound = () => new AppError("not_found", "This discussion does not exist or was removed");

/** The thread with its visible replies, oldest first; `mine` marks the viewer's own replies. */
export async function findForumThread(
  db: Database,
  slug: string,
  viewerId: string | null,
  language: Language = "en",
): Promise<ForumThreadDetail> {
  const found = await findPublicThread(db, slug);
  if (!found) throw threadNotFound();
  const replies = await db
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, found.thread.id), isNull(forumReplies.removedAt)))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(1000);
  return {
    ...toThreadSummary(found.thread, found.category, language),
    body: found.thread.body,
    replies: replies.map(
      (reply): ForumReply => ({
        id: reply.id,
        authorName: reply.authorName,
        body: reply.body,
        createdAt: reply.createdAt,
        mine: viewerId !== null && reply.authorUserId === viewerId,
      }),
    ),
  };
}

export async function createForumThread(
  db: Database,
  viewer: Viewer,
  input: NewForumThread,
  now: Date,
  language: Language = "en",
): Promise<ForumThreadSummary> {
  const category = await db
    .select()
    .from(forumCategories)
    .where(and(eq(forumCategories.slug, input.categorySlug), eq(forumCategories.isHidden, false)))
    .get();
  if (!category) {
    throw new AppError("validation_failed", "Check the highlighted fields", {
      categorySlug: ["Choose one of the listed categories"],
    });
  }
  const iso = now.toISOString();
  const row = await db
    .insert(forumThreads)
    .values({
      slug: slugFor(input.title, "discussion"),
      categoryId: category.id,
      title: input.title,
      body: input.body,
      authorName: forumAuthorName(viewer),
      authorUserId: viewer.user.id,
      lastActivityAt: iso,
      createdAt: iso,
    })
    .returning()
    .get();
  return toThreadSummary(row, category, language);
}

/** Why a thread takes no replies: a 409 the page can explain. */
function closedThread(thread: ThreadRow): AppError {
  return thread.removedAt
    ? new AppError("conflict", "This discussion was removed by a moderator", { reason: "removed" })
    : new AppError("conflict", "This thread is locked: it takes no new replies", { reason: "locked" });
}

/**
 * Adds a reply and, in the same transaction, bumps the thread's reply count and last activity. Both
 * statements re-check that the thread is still open, so a lock landing meanwhile wins cleanly.
 */
export async function addForumReply(
  db: Database,
  viewer: Viewer,
  slug: string,
  body: string,
  now: Date,
): Promise<ForumReply> {
  const found = await db
    .select({ thread: forumThreads, categoryHidden: forumCategories.isHidden })
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumThreads.categoryId, forumCategories.id))
    .where(eq(forumThreads.slug, slug))
    .get();
  if (!found || found.categoryHidden) throw threadNotFound();
  if (found.thread.removedAt || found.thread.isLocked) throw closedThread(found.thread);

  const iso = now.toISOString();
  const reply = {
    id: crypto.randomUUID(),
    authorName: forumAuthorName(viewer),
    authorUserId: viewer.user.id,
    body,
    createdAt: iso,
  };
  const open = sql`t.id = ${found.thread.id} and t.is_locked = 0 and t.removed_at is null`;
  const [bumped] = await db.batch([
    db
      .update(forumThreads)
      .set({ replyCount: sql`${forumThreads.replyCount} + 1`, lastActivityAt: iso })
      .where(
        and(
          eq(forumThreads.id, found.thread.id),
          eq(forumThreads.isLocked, false),
          isNull(forumThreads.removedAt),
        ),
      )
      .returning({ id: forumThreads.id }),
    // Column order of forum_replies: id, thread_id, author_name, author_user_id, body, removed_at, created_at.
    db.insert(forumReplies).select(sql`
      select ${reply.id}, t.id, ${reply.authorName}, ${reply.authorUserId}, ${reply.body}, null, ${reply.createdAt}
      from ${forumThreads} t where ${open}`),
  ]);
  if (bumped.length === 0) {
    const now = await db.select().from(forumThreads).where(eq(forumThreads.id, found.thread.id)).get();
    throw now ? closedThread(now) : threadNotFound();
  }
  return { id: reply.id, authorName: reply.authorName, body, createdAt: iso, mine: true };
}

/**
 * Soft-removes or restores a reply and moves its thread's count by one in the same transaction. The
 * count update runs first and only when the reply is really changing state, so repeats change nothing.
 * `onlyAuthor` limits it to the member's own replies.
 */
export async function setReplyRemoved(
  db: Database,
  replyId: string,
  removed: boolean,
  now: Date,
  onlyAuthor?: string,
): Promise<void> {
  const stateNow = removed ? sql`r.removed_at is null` : sql`r.removed_at is not null`;
  const author = onlyAuthor ? sql` and r.author_user_id = ${onlyAuthor}` : sql``;
  const delta = removed ? sql`max(${forumThreads.replyCount} - 1, 0)` : sql`${forumThreads.replyCount} + 1`;
  await db.batch([
    db
      .update(forumThreads)
      .set({ replyCount: delta })
      .where(
        sql`${forumThreads.id} = (select r.thread_id from ${forumReplies} r where r.id = ${replyId} and ${stateNow}${author})`,
      ),
    db
      .update(forumReplies)
      .set({ removedAt: removed ? now.toISOString() : null })
      .where(
        and(
          eq(forumReplies.id, replyId),
          removed ? isNull(forumReplies.removedAt) : isNotNull(forumReplies.removedAt),
          onlyAuthor ? eq(forumReplies.authorUserId, onlyAuthor) : undefined,
        ),
      ),
  ]);
}

/** A member deletes their own reply (a soft removal: moderators still see it). */
export async function deleteOwnReply(db: Database, viewer: Viewer, replyId: string, now: Date) {
  const found = await db
    .select({ reply: forumReplies, thread: forumThreads, categoryHidden: forumCategories.isHidden })
    .from(forumReplies)
    .innerJoin(forumThreads, eq(forumReplies.threadId, forumThreads.id))
    .innerJoin(forumCategories, eq(forumThreads.categoryId, forumCategories.id))
    .where(eq(forumReplies.id, replyId))
    .get();
  if (!found || found.reply.removedAt || found.thread.removedAt || found.categoryHidden) {
    throw new AppError("not_found", "This reply does not exist or was removed");
  }
  if (found.reply.authorUserId !== viewer.user.id) {
    throw new AppError("forbidden", "You can only delete your own replies");
  }
  await setReplyRemoved(db, replyId, true, now, viewer.user.id);
}
