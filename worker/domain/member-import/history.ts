import { count, desc, eq } from "drizzle-orm";
import type { ImportHistoryPage, ImportRun } from "../../contract/member-import";
import { IMPORT_HISTORY_PAGE_SIZE } from "../../contract/member-import";
import type { Database } from "../../db/client";
import { memberImportErrors, memberImports } from "../../db/schema";

// What the import page reads back: one run's progress, the history, a run's error rows.

const runColumns = {
  id: memberImports.id,
  adminName: memberImports.adminName,
  fileName: memberImports.fileName,
  fileSizeBytes: memberImports.fileSizeBytes,
  encoding: memberImports.encoding,
  delimiter: memberImports.delimiter,
  duplicateMode: memberImports.duplicateMode,
  status: memberImports.status,
  totalRows: memberImports.totalRows,
  processedRows: memberImports.processedRows,
  createdCount: memberImports.createdCount,
  updatedCount: memberImports.updatedCount,
  skippedCount: memberImports.skippedCount,
  failedCount: memberImports.failedCount,
  createdAt: memberImports.createdAt,
  finishedAt: memberImports.finishedAt,
};

export async function findImportRun(db: Database, importId: string): Promise<ImportRun | null> {
  return (
    (await db.select(runColumns).from(memberImports).where(eq(memberImports.id, importId)).get()) ?? null
  );
}

export async function listImportRuns(db: Database, page: number): Promise<ImportHistoryPage> {
  const pageSize = IMPORT_HISTORY_PAGE_SIZE;
  const [imports, totals] = await db.batch([
    db
      .select(runColumns)
      .from(memberImports)
      .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(memberImports),
  ]);
  return { imports, page, pageSize, total: totals[0]?.total ?? 0 };
}

export async function importErrorRows(db: Database, importId: string) {
  return db
    .select({
      line: memberImportErrors.line,
      email: memberImportErrors.email,
      reason: memberImportErrors.reason,
    })
    .from(memberImportErrors)
    .where(eq(memberImportErrors.importId, importId))
    .orderBy(memberImportErrors.line);
}
