import { and, asc, eq, inArray } from "drizzle-orm";
import type { Language } from "../contract/enums";
import type {
  AdminHelpArticle,
  HelpArticle,
  HelpArticleData,
  HelpArticleQuery,
} from "../contract/help-articles";
import { matchesHelpSearch } from "../contract/help-search";
import type { Database } from "../db/client";
import { helpArticles } from "../db/schema";
import { AppError } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";

type Row = typeof helpArticles.$inferSelect;

function toArticle(row: Row): HelpArticle {
  return {
    slug: row.slug,
    language: row.language,
    category: row.category,
    title: row.title,
    body: row.body,
    isPopular: row.isPopular,
  };
}

function toAdminArticle(row: Row): AdminHelpArticle {
  return {
    ...toArticle(row),
    id: row.id,
    isPublished: row.isPublished,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every word of the query, or one of its synonyms in any language, is in the title or the body. */
const matches = (article: HelpArticle, search: string) =>
  matchesHelpSearch(search, [article.title, article.body]);

/** Published versions in the reader's language and in English, one per slug: the reader's first. */
async function readableVersions(db: Database, language: Language, slugs?: string[]): Promise<HelpArticle[]> {
  const languagesToRead: Language[] = language === "en" ? ["en"] : [language, "en"];
  const rows = await db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.isPublished, true),
        inArray(helpArticles.language, languagesToRead),
        slugs ? inArray(helpArticles.slug, slugs) : undefined,
      ),
    )
    .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.createdAt));
  const bySlug = new Map<string, HelpArticle>();
  for (const row of rows) {
    const article = toArticle(row);
    const current = bySlug.get(article.slug);
    if (!current || (current.language !== language && article.language === language)) {
      bySlug.set(article.slug, article);
    }
  }
  return [...bySlug.values()];
}

/**
 * The help centre's list. Category and search apply to the version the reader sees, so an English
 * fallback is found by English words. Filtering happens here rather than in SQL because the
 * fallback is chosen per slug first, and the help centre holds tens of articles, not thousands.
 */
export async function listHelpArticles(db: Database, query: HelpArticleQuery): Promise<HelpArticle[]> {
  const articles = await readableVersions(db, query.language);
  return articles.filter(
    (article) =>
      (!query.category || article.category === query.category) &&
      (!query.search || matches(article, query.search)),
  );
}

export async function findHelpArticle(
  db: Database,
  slug: string,
  language: Language,
): Promise<HelpArticle | null> {
  const [article] = await readableVersions(db, language, [slug]);
  return article ?? null;
}

// Admin: every version, published or not.

export async function listHelpArticlesForAdmin(db: Database): Promise<AdminHelpArticle[]> {
  const rows = await db
    .select()
    .from(helpArticles)
    .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.slug));
  return rows.map(toAdminArticle);
}

const duplicate = (data: { slug: string; language: Language }) =>
  new AppError("conflict", `The article "${data.slug}" already has a ${data.language} version`, {
    slug: ["This slug already has a version in this language"],
  });

export async function createHelpArticle(db: Database, data: HelpArticleData): Promise<AdminHelpArticle> {
  // The UNIQUE (slug, language) index turns a second version in the same language into no row, atomically.
  const [row] = await db.insert(helpArticles).values(data).onConflictDoNothing().returning();
  if (!row) throw duplicate(data);
  return toAdminArticle(row);
}

export async function updateHelpArticle(
  db: Database,
  id: string,
  data: HelpArticleData,
  now: Date,
): Promise<AdminHelpArticle> {
  let row: Row | undefined;
  try {
    [row] = await db
      .update(helpArticles)
      .set({ ...data, updatedAt: now.toISOString() })
      .where(eq(helpArticles.id, id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(data);
    throw error;
  }
  if (!row) throw new AppError("not_found", "Help article not found");
  return toAdminArticle(row);
}

export async function setHelpArticlePublished(
  db: Database,
  id: string,
  isPublished: boolean,
  now: Date,
): Promise<AdminHelpArticle> {
  const [row] = await db
    .update(helpArticles)
    .set({ isPublished, updatedAt: now.toISOString() })
    .where(eq(helpArticles.id, id))
    .returning();
  if (!row) throw new AppError("not_found", "Help article not found");
  return toAdminArticle(row);
}

export async function deleteHelpArticle(db: Database, id: string): Promise<void> {
  const [row] = await db
    .delete(helpArticles)
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  if (!row) throw new AppError("not_found", "Help article not found");
}
