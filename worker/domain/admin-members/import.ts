import { eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ImportDuplicateMode, ImportedItem, ImportResult } from "../../contract/member-import";
import type { Database } from "../../db/client";
import { memberImportErrors, memberImports, members, user } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert } from "../audit";
import type { Viewer } from "../members";
import { isNumberCollision, NUMBER_ATTEMPTS, readDayOf } from "../membership/membership-number";
import { passwordlessAccountRows } from "../membership/passwordless-account";
import type { AccountCreation } from "../membership/register";
import { welcomeMailId } from "../membership/welcome-mail";
import { checkRecord, type MemberRow, mapHeader, parseCsv } from "./import-csv";
import { decodeCsvBytes } from "./import-decode";
import { accountInserts, insertsOf, slices } from "./import-statements";

/**
 * D1 binds at most 100 parameters per statement. Each chunk of rows becomes several multi-row inserts
 * (as many rows per statement as fit in 100 parameters) plus the progress update, all in one
 * db.batch: one transaction, so an interruption never leaves a user without a profile.
 */
const CHUNK_ROWS = 200;
const LOOKUP_PER_QUERY = 90;

type Statement = BatchItem<"sqlite">;

export { insertsOf } from "./import-statements";

async function runBatch(db: Database, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export type ImportFile = { name: string; bytes: Uint8Array };

type Outcome = { item: ImportedItem; error?: { line: number; email: string; reason: string } };

/** Existing accounts among these (lower-cased) emails: email -> user id. */
async function existingAccounts(db: Database, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of slices(emails, LOOKUP_PER_QUERY)) {
    const rows = await db
      .select({ id: user.id, email: sql<string>`lower(${user.email})` })
      .from(user)
      .where(inArray(sql`lower(${user.email})`, part));
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

/** Fills or overwrites the profile from the file; never the email, role, tier or password. */
function profileUpdate(db: Database, userId: string, row: MemberRow, now: string) {
  const fromFile = {
    firstName: row.firstName || undefined,
    lastName: row.lastName || undefined,
    phoneNumber: row.phoneNumber ?? undefined,
    title: row.title ?? undefined,
    company: row.company ?? undefined,
    location: row.location ?? undefined,
  };
  return db
    .update(members)
    .set({ ...fromFile, updatedAt: now })
    .where(eq(members.userId, userId));
}

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
 * Runs one import: decodes and parses the file, checks every row, then creates (or, in update mode,
 * refreshes) members chunk by chunk, writing progress to member_imports after each chunk so the page
 * can poll it. Existing emails are looked up just before each chunk, so re-running an interrupted
 * import (or the same file twice) creates nobody twice.
 */
export async function runMemberImport(
  db: Database,
  admin: Viewer,
  input: {
    importId: string;
    file: ImportFile;
    duplicateMode: ImportDuplicateMode;
    creation: AccountCreation;
  },
): Promise<ImportResult> {
  const { importId, file, duplicateMode, creation } = input;
  const taken = await db
    .select({ id: memberImports.id })
    .from(memberImports)
    .where(eq(memberImports.id, importId))
    .get();
  if (taken) throw new AppError("conflict", "This import id was already used; start a new import");
  const decoded = decodeCsvBytes(file.bytes);
  const parsed = parseCsv(decoded.text);
  const columns = mapHeader(parsed.header);
  if (!columns.has("email"))
    throw new AppError(
      "validation_failed",
      parsed.header.length
        ? `The file has no email column (its header is: ${parsed.header.join(", ").slice(0, 200)})`
        : "The file is empty",
      { csvFile: "no email column" },
    );

  await db.insert(memberImports).values({
    id: importId,
    adminUserId: admin.user.id,
    adminName: admin.user.name || admin.user.email,
    fileName: file.name.slice(0, 200) || "members.csv",
    fileSizeBytes: file.bytes.length,
    encoding: decoded.encoding,
    delimiter: parsed.delimiter,
    duplicateMode,
    totalRows: parsed.records.length,
  });

  const outcomes: Outcome[] = [];
  let created = 0;
  let updated = 0;
  let skipped = 0;
  try {
    // Rules and in-file duplicates first (a sequential pass: "later" means later in the file).
    const firstLineOf = new Map<string, number>();
    const checked = parsed.records.map((record) => {
      const check = checkRecord(record, columns, parsed.header.length);
      if (!check.ok) return check;
      const earlier = firstLineOf.get(check.row.email);
      if (earlier !== undefined)
        return { ...check.row, ok: false as const, reason: `duplicate of line ${earlier}` };
      firstLineOf.set(check.row.email, check.row.line);
      return check;
    });

    const now = new Date();
    const nowIso = now.toISOString();
    // The day's free numbers, read once for the whole import (see numberedBatch for collisions).
    let day = await readDayOf(db, creation.prefix, now);
    let processed = 0;
    for (const chunk of slices(checked, CHUNK_ROWS)) {
      const valid = chunk.flatMap((check) => (check.ok ? [check.row] : []));
      const existing = await existingAccounts(
        db,
        valid.map((row) => row.email),
      );
      const statements: Statement[] = [];
      const fresh: ReturnType<typeof passwordlessAccountRows>[] = [];
      const chunkOutcomes: Outcome[] = [];
      for (const check of chunk) {
        if (!check.ok) {
          const { line, email, reason } = check;
          chunkOutcomes.push({ item: itemOf(check, "failed"), error: { line, email, reason } });
          continue;
        }
        const row = check.row;
        const userId = existing.get(row.email);
        if (!userId) {
          fresh.push(
            passwordlessAccountRows(
              {
                ...row,
                firstName: row.firstName || null,
                lastName: row.lastName || null,
                importedAt: nowIso,
              },
              now,
            ),
          );
          chunkOutcomes.push({ item: itemOf(row, "success") });
        } else if (duplicateMode === "update") {
          statements.push(profileUpdate(db, userId, row, nowIso));
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
      const tally = (status: ImportedItem["status"]) =>
        chunkOutcomes.filter((o) => o.item.status === status).length;
      created += tally("success");
      updated += tally("updated");
      skipped += tally("skipped");
      statements.push(
        db
          .update(memberImports)
          .set({
            processedRows: processed,
            createdCount: created,
            updatedCount: updated,
            skippedCount: skipped,
            failedCount: outcomes.filter((o) => o.error).length + errors.length,
          })
          .where(eq(memberImports.id, importId)),
      );
      // The new accounts go first in the batch, each with a number; a number someone else took since
      // the day's numbers were read (a sign-up meanwhile) fails the chunk's batch, which is then
      // retried with the day read again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await runBatch(db, [...accountInserts(db, fresh, () => day.take(), creation, now), ...statements]);
          break;
        } catch (error) {
          if (!isNumberCollision(error) || attempt >= NUMBER_ATTEMPTS) throw error;
          day = await readDayOf(db, creation.prefix, now);
        }
      }
      for (const rows of fresh) creation.mailer.expect(welcomeMailId(rows.user.id));
      outcomes.push(...chunkOutcomes);
    }
  } catch (error) {
    await db
      .update(memberImports)
      .set({ status: "failed", finishedAt: new Date().toISOString() })
      .where(eq(memberImports.id, importId));
    throw error;
  }

  const failed = outcomes.filter((o) => o.error).length;
  const summary = {
    fileName: file.name,
    fileSizeBytes: file.bytes.length,
    encoding: decoded.encoding,
    delimiter: parsed.delimiter,
    duplicateMode,
    totalRows: parsed.records.length,
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
    errors: outcomes.flatMap((o) => (o.error ? [`Line ${o.error.line}: ${o.error.reason}`] : [])),
    imported: outcomes.map((o) => o.item),
    importId,
    totalRows: parsed.records.length,
    created,
    updated,
    skipped,
    encoding: decoded.encoding,
    delimiter: parsed.delimiter,
  };
}
