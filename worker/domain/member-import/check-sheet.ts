import type { ImportColumn, ImportFormat } from "../../contract/member-import";
import { todayInRiyadh } from "../../contract/membership-year";
import type { Database } from "../../db/client";
import { membershipTiers } from "../../db/schema";
import { AppError } from "../../errors";
import { mapHeader } from "./columns";
import { readMemberSheet } from "./read-sheet";
import { checkRecord, markDuplicates, type RowCheck } from "./rows";
import { type TierWords, tierWordsFrom } from "./values";

/** How the tier column reads: the names admins gave the tiers in the tiers table, and the usual words. */
async function readTierWords(db: Database): Promise<TierWords> {
  return tierWordsFrom(
    await db
      .select({
        id: membershipTiers.id,
        name: membershipTiers.name,
        nameAr: membershipTiers.nameAr,
        nameUr: membershipTiers.nameUr,
      })
      .from(membershipTiers),
  );
}

/** A sheet read and every row checked, before anything is written: the preview and the import share it. */
export type CheckedSheet = {
  format: ImportFormat;
  encoding: string;
  delimiter: string;
  totalRows: number;
  columns: ImportColumn[];
  unknownColumns: string[];
  checks: RowCheck[];
};

export async function checkSheet(db: Database, bytes: Uint8Array, now: Date): Promise<CheckedSheet> {
  const sheet = await readMemberSheet(bytes);
  const header = mapHeader(sheet.header);
  if (!header.columns.has("email"))
    throw new AppError(
      "validation_failed",
      sheet.header.length
        ? `The file has no email column (its header is: ${sheet.header.join(", ").slice(0, 200)})`
        : "The file is empty",
      { csvFile: sheet.header.length ? "no email column" : "empty" },
    );
  const fieldOf = new Map([...header.columns].map(([field, index]) => [index, field]));
  const filled = sheet.header.map(() => 0);
  for (const record of sheet.records)
    record.cells.forEach((cell, index) => {
      if (cell !== "" && index < filled.length) filled[index] = (filled[index] ?? 0) + 1;
    });
  const context = { tiers: await readTierWords(db), today: todayInRiyadh(now) };
  const checks = markDuplicates(
    sheet.records.map((record) => checkRecord(record, header.columns, sheet.header.length, context)),
  );
  return {
    format: sheet.format,
    encoding: sheet.encoding,
    delimiter: sheet.delimiter,
    totalRows: sheet.records.length,
    columns: sheet.header.map((cell, index) => ({
      index,
      header: cell,
      field: fieldOf.get(index) ?? null,
      filled: filled[index] ?? 0,
    })),
    unknownColumns: header.unknown.map((index) => sheet.header[index] ?? ""),
    checks,
  };
}
