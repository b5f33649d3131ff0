import { eq } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import type { ImportDuplicateMode, ImportedItem, ImportResult } from "../../contract/member-import";
import type { Database } from "../../db/client";
import { memberImportErrors, memberImports } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert } from "../audit";
import type { Viewer } from "../members";
import { riyadhDay } from "../membership/membership-id";
import { isNumberCollision, NUMBER_ATTEMPTS } from "../membership/membership-number";
import { passwordlessAccountRows } from "../membership/passwordless-account";
import type { AccountCreation } from "../membership/register";
import { checkSheet } from "./check-sheet";
import { batchReads, chunkLookups, memberUpdate } from "./chunk";
import { ImportNumbers } from "./numbers";
import { describeProblem, type RowProblem } from "./reasons";
import { ImportReport, type Outcome } from "./report";
import type { MemberRow, RowCheck } from "./rows";
import { accountInserts, type FreshMember, insertsOf, type Statement } from "./statements";

/**
 * D1 binds at most 100 parameters per statement. Each chunk of rows becomes several multi-row inserts
 * (as many rows per statement as fit in 100 parameters) plus the progress update, all in one
 * db.batch: one transaction, so an interruption never leaves a user without a profile. A chunk costs
 * two D1 round trips (its reads, its writes): 50,000 rows make 200, far under a Worker's limit of
 * 1,000 D1 calls per request.
 */
const CHUNK_ROWS = 500;

export { insertsOf } from "./statements";

async function runBatch(db: Database, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export type ImportFile = { name: string; bytes: Uint8Array };

const itemOf = (
  row: { line: number; firstName: string; lastName: string; email: string },
  status: ImportedItem["status"],
) => ({
  line: row.line,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  status,
});

/**
 * Runs one import: reads the sheet (CSV in any encoding, or .xlsx), checks every row, then creates (or,
 * in update mode, refreshes) members chunk by chunk, writing progress to member_imports after each
 * chunk so the page can poll it. Existing emails and the numbers the sheet keeps are looked up just
 * before each chunk, so re-running an interrupted import (or the same file twice) creates nobody
 * twice. Row problems are written in the admin's `language`.
 */
export async function runMemberImport(
  db: Database,
  admin: Viewer,
  input: {
    importId: string;
    file: ImportFile;
    duplicateMode: ImportDuplicateMode;
    creation: AccountCreation;
    language?: Language;
  },
): Promise<ImportResult> {
  const { importId, file, duplicateMode, creation } = input;
  const language = input.language ?? "en";
  const taken = await db
    .select({ id: memberImports.id })
    .from(memberImports)
    .where(eq(memberImports.id, importId))
    .get();
  if (taken) throw new AppError("conflict", "This import id was already used; start a new import");
  const now = new Date();
  const sheet = await checkSheet(db, file.bytes, now);

  await db.insert(memberImports).values({
    id: importId,
    adminUserId: admin.user.id,
    adminName: admin.user.name || admin.user.email,
    fileName: file.name.slice(0, 200) || "members.csv",
    fileSizeBytes: file.bytes.length,
    encoding: sheet.encoding,
    delimiter: sheet.delimiter,
    duplicateMode,
    totalRows: sheet.totalRows,
  });

  const report = new ImportReport(language);
  const failure = (check: { line: number; email: string }, problem: RowProblem) => ({
    line: check.line,
    email: check.email,
    reason: describeProblem(problem, language),
  });
  try {
    const numbers = new ImportNumbers(
      db,
      creation.prefix,
      riyadhDay(now),
      sheet.checks.flatMap((check) => (check.ok ? [check.row] : [])),
    );
    let processed = 0;
    // Rows leave the list as their chunk is taken: what is written is no longer held.
    const pending = sheet.checks;
    while (pending.length > 0) {
      const chunk = pending.splice(0, CHUNK_ROWS);
      const valid = chunk.flatMap((check) => (check.ok ? [check.row] : []));
      const { existing, holders } = await chunkLookups(db, numbers, valid);
      const statements: Statement[] = [];
      const fresh: FreshMember[] = [];
      const chunkOutcomes: Outcome[] = [];
      for (const check of chunk as RowCheck[]) {
        if (!check.ok) {
          chunkOutcomes.push({ item: itemOf(check, "failed"), error: failure(check, check.problem) });
          continue;
        }
        const row = check.row;
        const account = existing.get(row.email);
        const holder = row.membershipNumber ? holders.get(row.membershipNumber) : undefined;
        if (holder && holder !== account?.userId) {
          const problem = { code: "number-taken", value: row.membershipNumber ?? "" } as const;
          chunkOutcomes.push({ item: itemOf(row, "failed"), error: failure(row, problem) });
        } else if (!account) {
          const profile = {
            ...row,
            firstName: row.firstName || null,
            lastName: row.lastName || null,
            importedAt: now.toISOString(),
          };
          fresh.push({ account: passwordlessAccountRows(profile, now), row });
          chunkOutcomes.push({ item: itemOf(row, "success") });
        } else if (duplicateMode === "update") {
          statements.push(memberUpdate(db, account, row, now));
          chunkOutcomes.push({ item: itemOf(row, "updated") });
        } else {
          chunkOutcomes.push({ item: itemOf(row, "skipped") });
        }
      }
      const errors = chunkOutcomes.flatMap((outcome) => (outcome.error ? [outcome.error] : []));
      statements.push(
        ...insertsOf(errors, (part) =>
          db.insert(memberImportErrors).values(
            part.map((error) => ({
              importId,
              line: error.line,
              email: error.email || null,
              reason: error.reason,
            })),
          ),
        ),
      );
      processed += chunk.length;
      report.add(chunkOutcomes);
      statements.push(
        db
          .update(memberImports)
          .set({
            processedRows: processed,
            createdCount: report.created,
            updatedCount: report.updated,
            skippedCount: report.skipped,
            failedCount: report.failed,
          })
          .where(eq(memberImports.id, importId)),
      );
      // The new accounts go first in the batch, each with a number; a number someone else took since
      // the days' numbers were read (a sign-up meanwhile) fails the chunk's batch, which is then
      // retried with those days read again.
      const numbered = fresh.filter(({ row }) => !row.membershipNumber).map(({ row }) => row);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const take = (row: MemberRow) => numbers.take(row);
          await runBatch(db, [...accountInserts(db, fresh, take, creation, now), ...statements]);
          break;
        } catch (error) {
          if (!isNumberCollision(error) || attempt >= NUMBER_ATTEMPTS) throw error;
          const days = numbers.daysToRead(numbered, true);
          const [issued = []] = await batchReads(db, [numbers.dayQueries(days)]);
          numbers.learnDays(days, issued as { id: string | null }[][]);
        }
      }
      // The chunk's welcomes are written unqueued; one kick after the answer queues them all.
      if (fresh.length > 0) creation.mailer.kick();
    }
  } catch (error) {
    await db
      .update(memberImports)
      .set({ status: "failed", finishedAt: new Date().toISOString() })
      .where(eq(memberImports.id, importId));
    throw error;
  }

  const { created, updated, skipped, failed } = report;
  const summary = {
    fileName: file.name,
    fileSizeBytes: file.bytes.length,
    format: sheet.format,
    encoding: sheet.encoding,
    delimiter: sheet.delimiter,
    duplicateMode,
    totalRows: sheet.totalRows,
    columns: sheet.columns.map((column) => `${column.header} → ${column.field ?? "not imported"}`),
    created,
    updated,
    skipped,
    failed,
  };
  await db.batch([
    db
      .update(memberImports)
      .set({ status: "done", finishedAt: new Date().toISOString(), failedCount: failed })
      .where(eq(memberImports.id, importId)),
    auditInsert(db, admin, {
      action: "import.run",
      targetType: "member_import",
      targetId: importId,
      after: summary,
    }),
  ]);
  return {
    success: created,
    failed,
    errors: report.errors,
    imported: report.imported,
    importId,
    totalRows: sheet.totalRows,
    created,
    updated,
    skipped,
    encoding: sheet.encoding,
    delimiter: sheet.delimiter,
    format: sheet.format,
    columns: sheet.columns,
    unknownColumns: sheet.unknownColumns,
  };
}
