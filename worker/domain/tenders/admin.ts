import { and, desc, eq, inArray } from "drizzle-orm";
import { stripHiddenControls } from "../../contract/hidden-controls";
import {
  type AdminTender,
  type AdminTenderData,
  TENDER_DOCUMENT_MAX_BYTES,
  type TenderStatus,
} from "../../contract/tenders";
import type { Database } from "../../db/client";
import { tenderDocuments, tenders } from "../../db/schema";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";
import type { PhotoStore } from "../../storage/photos";
import { sniffDocument } from "./document-sniff";
import { type TenderRow, toTenderDocument } from "./tenders";

type DocumentRow = typeof tenderDocuments.$inferSelect;

const adminDocumentUrl = (tenderId: string, documentId: string) =>
  `/api/admin/tenders/${encodeURIComponent(tenderId)}/documents/${encodeURIComponent(documentId)}`;

function toAdminTender(row: TenderRow, documents: DocumentRow[]): AdminTender {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    organization: row.organization,
    value: row.value,
    deadline: row.deadline,
    category: row.category,
    status: row.status,
    description: row.description,
    details: row.details,
    referenceNumber: row.referenceNumber,
    publishedAt: row.publishedAt,
    alertsSentAt: row.alertsSentAt,
    createdAt: row.createdAt,
    // Admins download through their own route: drafts' files are not served publicly.
    documents: documents.map((doc) => ({
      ...toTenderDocument(doc, row.slug),
      url: adminDocumentUrl(row.id, doc.id),
    })),
  };
}

/** Every tender, drafts included, newest first, with their documents. */
export async function listAdminTenders(db: Database, limit = 200): Promise<AdminTender[]> {
  const rows = await db
    .select()
    .from(tenders)
    .orderBy(desc(tenders.createdAt), desc(tenders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const documents = await db
    .select()
    .from(tenderDocuments)
    .where(
      inArray(
        tenderDocuments.tenderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    toAdminTender(
      row,
      documents.filter((doc) => doc.tenderId === row.id),
    ),
  );
}

export async function findAdminTender(db: Database, id: string): Promise<AdminTender> {
  const row = await db.select().from(tenders).where(eq(tenders.id, id)).get();
  if (!row) throw new AppError("not_found", "No such tender");
  const documents = await db.select().from(tenderDocuments).where(eq(tenderDocuments.tenderId, id));
  return toAdminTender(row, documents);
}

const fields = ({ publish: _publish, ...data }: AdminTenderData) => data;

/** Saved as a draft; the caller publishes it (which sends the alerts) when asked to. */
export async function createTender(db: Database, data: AdminTenderData): Promise<TenderRow> {
  return db
    .insert(tenders)
    .values({ ...fields(data), slug: slugFor(data.title, "tender") })
    .returning()
    .get();
}

/** Edits never send alerts, published or not; the slug stays so shared links keep working. */
export async function updateTender(db: Database, id: string, data: AdminTenderData): Promise<void> {
  const row = await db.update(tenders).set(fields(data)).where(eq(tenders.id, id)).returning().get();
  if (!row) throw new AppError("not_found", "No such tender");
}

export async function setTenderStatus(db: Database, id: string, status: TenderStatus): Promise<void> {
  const row = await db.update(tenders).set({ status }).where(eq(tenders.id, id)).returning().get();
  if (!row) throw new AppError("not_found", "No such tender");
}

/** Back to draft: members no longer see it. Its alerts stay sent, so publishing again emails nobody. */
export async function unpublishTender(db: Database, id: string): Promise<void> {
  const row = await db.update(tenders).set({ publishedAt: null }).where(eq(tenders.id, id)).returning().get();
  if (!row) throw new AppError("not_found", "No such tender");
}

/** Deletes the tender (its document rows go with it) and then its files. */
export async function deleteTender(db: Database, store: PhotoStore, id: string): Promise<void> {
  const documents = await db.select().from(tenderDocuments).where(eq(tenderDocuments.tenderId, id));
  const row = await db.delete(tenders).where(eq(tenders.id, id)).returning().get();
  if (!row) throw new AppError("not_found", "No such tender");
  await Promise.all(documents.map((doc) => store.delete(doc.r2Key)));
}

const refuse = (problem: string, message: string) =>
  new AppError("validation_failed", message, { file: [problem] });

/** "../Scope of Work (final).PDF" -> "Scope of Work (final).pdf": no path, no control characters. */
function cleanFileName(name: string, ext: string): string {
  const base = stripHiddenControls(name.split(/[/\\]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 120);
  return `${base || "document"}.${ext}`;
}

/** Checks the bytes (never the declared type or the file name) and stores the file under a server-chosen key. */
export async function uploadTenderDocument(
  db: Database,
  store: PhotoStore,
  tenderId: string,
  file: File,
): Promise<void> {
  const tender = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).get();
  if (!tender) throw new AppError("not_found", "No such tender");
  if (file.size > TENDER_DOCUMENT_MAX_BYTES)
    throw refuse("too_large", "The document must be 10 MB or smaller");
  if (file.size === 0) throw refuse("empty", "The document is empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffDocument(bytes);
  if (!kind)
    throw refuse("unsupported_type", "The document must be a PDF, Word (.docx), Excel (.xlsx) or ZIP file");

  const key = `tenders/${tenderId}/${crypto.randomUUID()}.${kind.ext}`;
  await store.put(key, bytes.slice().buffer, kind.type);
  try {
    await db.insert(tenderDocuments).values({
      tenderId,
      fileName: cleanFileName(file.name, kind.ext),
      contentType: kind.type,
      size: bytes.length,
      r2Key: key,
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

export async function findDocumentOf(db: Database, tenderId: string, documentId: string) {
  const row = await db
    .select()
    .from(tenderDocuments)
    .where(and(eq(tenderDocuments.tenderId, tenderId), eq(tenderDocuments.id, documentId)))
    .get();
  if (!row) throw new AppError("not_found", "No such document");
  return row;
}

export async function deleteTenderDocument(
  db: Database,
  store: PhotoStore,
  tenderId: string,
  documentId: string,
): Promise<void> {
  const row = await db
    .delete(tenderDocuments)
    .where(and(eq(tenderDocuments.tenderId, tenderId), eq(tenderDocuments.id, documentId)))
    .returning()
    .get();
  if (!row) throw new AppError("not_found", "No such document");
  await store.delete(row.r2Key);
}
