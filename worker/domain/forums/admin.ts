import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type {
  AdminForumCategory,
  AdminForumCategoryInput,
  AdminForumCategoryPatch,
  AdminForumReply,
  AdminForumThread,
  AdminForumThreadListQuery,
} from "../../contract/forums";
import type { Database } from "../../db/client";
import { forumCategories, forumReplies, forumThreads } from "../../db/schema";
import { AppError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { slugFor } from "../../lib/slug";
import { setReplyRemoved, threadSearch, toThreadSummary } from "./forums";

type ThreadRow = typeof forumThreads.$inferSelect;

const categoryNotFound = () => new AppError("not_found", "Category not found");
const slugTaken = () =>
  new AppError("conflict", "Another category already uses this address", {
    slug: ["Another category already uses this address"],
  });

/** Every category (hidden ones too) with all its threads counted, removed ones separately. */
export async function listAdminCategories(db: Database): Promise<AdminForumCategory[]> {
  return db
    .select({
      id: forumCategories.id,
      slug: forumCategories.slug,
      name: forumCategories.name,
      description: forumCategories.description,
      nameAr: forumCategories.nameAr,
      nameUr: forumCategories.nameUr,
      descriptionAr: forumCategories.descriptionAr,
      descriptionUr: forumCategories.descriptionUr,
      sortOrder: forumCategories.sortOrder,
      isHidden: forumCategories.isHidden,
      threadCount: sql<number>`count(${forumThreads.id})`.mapWith(Number),
      removedThreadCount: sql<number>`count(${forumThreads.removedAt})`.mapWith(Number),
    })
    .from(forumCategories)
    .leftJoin(forumThreads, eq(forumThreads.categoryId, forumCategories.id))
    .groupBy(forumCategories.id)
    .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.name));
}

async function adminCategory(db: Database, id: string): Promise<AdminForumCategory> {
  const found = (await listAdminCategories(db)).find((category) => category.id === id);
  if (!found) throw categoryNotFound();
  return found;
}

export async function createCategory(db: Database, input: AdminForumCategoryInput) {
  try {
    const row = await db
      .insert(forumCategories)
      .values({ ...input, slug: input.slug ?? slugFor(input.name, "category") })
      .returning()
      .get();
    return adminCategory(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updateCategory(db: Database, id: string, patch: AdminForumCategoryPatch) {
  try {
    const row = await db
      .update(forumCategories)
      .set(patch)
      .where(eq(forumCategories.id, id))
      .returning()
      .get();
    if (!row) throw categoryNotFound();
    return adminCategory(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Only an empty category can go (deleting would take its threads with it): one conditional statement. */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(forumCategories)
    .where(
      and(
        eq(forumCategories.id, id),
        sql`not exists (select 1 from ${forumThreads} t where t.category_id = ${forumCategories.id})`,
      ),
    )
    .returning({ id: forumCategories.id });
  if (deleted.length > 0) return;
  const category = await adminCategory(db, id);
  throw new AppError(
    "conflict",
    `"${category.name}" still has ${category.threadCount} thread(s), removed ones included: hide the category instead`,
    { reason: "has_threads", threadCount: category.threadCount },
  );
}

function toAdminThread(row: ThreadRow, category: { slug: string; name: string; isHidden: boolean }) {
  return {
    ...toThreadSummary(row, category),
    body: row.body,
    removedAt: row.removedAt,
    categoryHidden: category.isHidden,
  } satisfies AdminForumThread;
}

const threadWithCategory = {
  thread: forumThreads,
  category: { slug: forumCategories.slug, name: forumCategories.name, isHidden: forumCategories.isHidden },
};

/** Threads for moderation, removed ones included, latest activity first (the newest 200). */
export async function listAdminThreads(
  db: Database,
  query: AdminForumThreadListQuery,
): Promise<AdminForumThread[]> {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(forumCategories.slug, query.category));
  if (query.search) conditions.push(threadSearch(query.search));
  if (query.status === "visible") conditions.push(isNull(forumThreads.removedAt));
  if (query.status === "removed") conditions.push(isNotNull(forumThreads.removedAt));
  const rows = await db
    .select(threadWithCategory)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumThreads.categoryId, forumCategories.id))
    .where(and(...conditions))
    .orderBy(desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(200);
  return rows.map(({ thread, category }) => toAdminThread(thread, category));
}

/** Pin, lock or remove (or undo any of them); removing again keeps the first removal time. */
export async function moderateThread(
  db: Database,
  id: string,
  patch: { isPinned?: boolean; isLocked?: boolean; removed?: boolean },
  now: Date,
): Promise<AdminForumThread> {
  const { removed, ...flags } = patch;
  const set: SQLiteUpdateSetSource<typeof forumThreads> = { ...flags };
  if (removed !== undefined) {
    set.removedAt = removed ? sql`coalesce(${forumThreads.removedAt}, ${now.toISOString()})` : null;
  }
  const updated = await db.update(forumThreads).set(set).where(eq(forumThreads.id, id)).returning().get();
  if (!updated) throw new AppError("not_found", "Thread not found");
  const row = await db
    .select(threadWithCategory)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumThreads.categoryId, forumCategories.id))
    .where(eq(forumThreads.id, id))
    .get();
  if (!row) throw new AppError("not_found", "Thread not found");
  return toAdminThread(row.thread, row.category);
}

const toAdminReply = (row: typeof forumReplies.$inferSelect): AdminForumReply => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt,
  removedAt: row.removedAt,
});

/** Every reply of a thread, removed ones included, oldest first. */
export async function listAdminReplies(db: Database, threadId: string): Promise<AdminForumReply[]> {
  const thread = await db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(eq(forumThreads.id, threadId))
    .get();
  if (!thread) throw new AppError("not_found", "Thread not found");
  const rows = await db
    .select()
    .from(forumReplies)
    .where(eq(forumReplies.threadId, threadId))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
  return rows.map(toAdminReply);
}

export async function moderateReply(
  db: Database,
  id: string,
  removed: boolean,
  now: Date,
): Promise<AdminForumReply> {
  await setReplyRemoved(db, id, removed, now);
  const row = await db.select().from(forumReplies).where(eq(forumReplies.id, id)).get();
  if (!row) throw new AppError("not_found", "Reply not found");
  return toAdminReply(row);
}
