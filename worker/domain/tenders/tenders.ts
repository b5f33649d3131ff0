import { and, asc, count, desc, eq, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { isPaidTier, tenderCategories } from "../../contract/enums";
import type {
  TenderCategory,
  TenderDetail,
  TenderDocument,
  TenderListAnswer,
  TenderListQuery,
  TenderSummary,
} from "../../contract/tenders";
import type { Database } from "../../db/client";
import { tenderAlerts, tenderDocuments, tenders } from "../../db/schema";
import { AppError } from "../../errors";
import type { Viewer } from "../members";
import { effectiveTier } from "../membership/effective-tier";

export type TenderRow = typeof tenders.$inferSelect;
type DocumentRow = typeof tenderDocuments.$inferSelect;

/**
 * Details and documents are for Premium and Executive members whose period has not ended; admins see
 * them to manage them.
 */
export function seesTenderDetails(viewer: Viewer | null | undefined, now: Date): boolean {
  if (!viewer) return false;
  return isPaidTier(effectiveTier(viewer.member, now)) || viewer.member.role === "admin";
}

/** Today's date in Riyadh (UTC+3 all year): a deadline is the last day bids are accepted there. */
export function riyadhToday(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

export function toTenderSummary(row: TenderRow, today: string): TenderSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    organization: row.organization,
    value: row.value,
    deadline: row.deadline,
    category: row.category,
    // An Active tender whose deadline has passed is closed in fact, whatever the admin forgot.
    status: row.status === "Active" && row.deadline >= today ? "Active" : "Closed",
    description: row.description,
    publishedAt: row.publishedAt ?? row.createdAt,
  };
}

export const tenderDocumentUrl = (slug: string, id: string) =>
  `/api/tenders/${encodeURIComponent(slug)}/documents/${encodeURIComponent(id)}`;

export function toTenderDocument(row: DocumentRow, slug: string): TenderDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: tenderDocumentUrl(slug, row.id),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function statusCondition(status: TenderListQuery["status"], today: string): SQL | undefined {
  if (status === "Active") return and(eq(tenders.status, "Active"), sql`${tenders.deadline} >= ${today}`);
  if (status === "Closed") return or(eq(tenders.status, "Closed"), lt(tenders.deadline, today));
  return undefined;
}

/** Published tenders matching the status and search (any category): the list's and the counts' rows. */
function publishedTenderConditions(
  query: Pick<TenderListQuery, "status"> & Partial<Pick<TenderListQuery, "search">>,
  today: string,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [
    isNotNull(tenders.publishedAt),
    statusCondition(query.status, today),
  ];
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${tenders.title}) like ${pattern} escape '\\'`,
        sql`lower(${tenders.organization}) like ${pattern} escape '\\'`,
        sql`lower(${tenders.description}) like ${pattern} escape '\\'`,
      ),
    );
  }
  return conditions;
}

/** What /tenders?status= lists in total (its `total`), for /explore's tile. */
export function countTenders(db: Database, query: Pick<TenderListQuery, "status">, now: Date) {
  return db.$count(tenders, and(...publishedTenderConditions(query, riyadhToday(now))));
}

/** Keyset paging on (publishedAt, id), newest first: stable while new tenders are published. */
const encodeCursor = (row: TenderRow) => btoa(JSON.stringify([row.publishedAt, row.id]));

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(atob(cursor)) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string")) {
      return value as [string, string];
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError("validation_failed", "Check the tender filters", { cursor: ["Invalid cursor"] });
}

export async function listTenders(
  db: Database,
  query: TenderListQuery,
  options: { now: Date; premiumAccess: boolean },
): Promise<TenderListAnswer> {
  const today = riyadhToday(options.now);
  const shared = publishedTenderConditions(query, today);
  const page: (SQL | undefined)[] = [...shared];
  if (query.category) page.push(eq(tenders.category, query.category));
  if (query.cursor) {
    const [publishedAt, id] = decodeCursor(query.cursor);
    page.push(
      or(lt(tenders.publishedAt, publishedAt), and(eq(tenders.publishedAt, publishedAt), lt(tenders.id, id))),
    );
  }

  const [rows, countRows] = await db.batch([
    db
      .select()
      .from(tenders)
      .where(and(...page))
      .orderBy(desc(tenders.publishedAt), desc(tenders.id))
      .limit(query.limit + 1),
    db
      .select({ category: tenders.category, count: count() })
      .from(tenders)
      .where(and(...shared))
      .groupBy(tenders.category),
  ]);

  const counts = Object.fromEntries(tenderCategories.map((category) => [category, 0])) as Record<
    TenderCategory,
    number
  >;
  for (const row of countRows) counts[row.category] = row.count;
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const last = shown.at(-1);
  return {
    tenders: shown.map((row) => toTenderSummary(row, today)),
    nextCursor: more && last ? encodeCursor(last) : null,
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    premiumAccess: options.premiumAccess,
  };
}

/** A published tender by slug, or null (unknown or still a draft). */
export async function findPublishedTender(db: Database, slug: string): Promise<TenderRow | null> {
  const row = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.slug, slug), isNotNull(tenders.publishedAt)))
    .get();
  return row ?? null;
}

export async function listTenderDocuments(db: Database, tenderId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(tenderDocuments)
    .where(eq(tenderDocuments.tenderId, tenderId))
    .orderBy(asc(tenderDocuments.createdAt), asc(tenderDocuments.fileName));
}

export async function toTenderDetail(db: Database, row: TenderRow, now: Date): Promise<TenderDetail> {
  const documents = await listTenderDocuments(db, row.id);
  return {
    ...toTenderSummary(row, riyadhToday(now)),
    details: row.details,
    referenceNumber: row.referenceNumber,
    documents: documents.map((doc) => toTenderDocument(doc, row.slug)),
  };
}

/** A document of a published tender, or null. */
export async function findPublishedDocument(
  db: Database,
  slug: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const row = await db
    .select({ document: tenderDocuments })
    .from(tenderDocuments)
    .innerJoin(tenders, eq(tenders.id, tenderDocuments.tenderId))
    .where(and(eq(tenders.slug, slug), isNotNull(tenders.publishedAt), eq(tenderDocuments.id, documentId)))
    .get();
  return row?.document ?? null;
}

export async function alertCategoriesOf(db: Database, userId: string): Promise<TenderCategory[]> {
  const rows = await db
    .select({ category: tenderAlerts.category })
    .from(tenderAlerts)
    .where(eq(tenderAlerts.userId, userId));
  const chosen = new Set(rows.map((row) => row.category));
  return tenderCategories.filter((category) => chosen.has(category));
}

/** Replaces the member's subscriptions in one batch, so a failure leaves the old set intact. */
export async function setAlertCategories(
  db: Database,
  userId: string,
  categories: TenderCategory[],
): Promise<TenderCategory[]> {
  const unique = [...new Set(categories)];
  const remove = db.delete(tenderAlerts).where(eq(tenderAlerts.userId, userId));
  if (unique.length === 0) await remove;
  else
    await db.batch([
      remove,
      db.insert(tenderAlerts).values(unique.map((category) => ({ userId, category }))),
    ]);
  return alertCategoriesOf(db, userId);
}
