import type { Language } from "../../contract/enums";
import {
  IMPORT_PREVIEW_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type ImportPreviewRow,
} from "../../contract/member-import";
import { cardDay } from "../../contract/membership-card";
import type { Database } from "../../db/client";
import { checkSheet } from "./check-sheet";
import { importedMembership } from "./membership";
import { describeProblem, lineError } from "./reasons";
import type { RowCheck } from "./rows";
import type { ImportFile } from "./run-import";

const empty = {
  phoneNumber: null,
  title: null,
  company: null,
  city: null,
  membershipNumber: null,
  joinedOn: null,
};

/** A row as the import would store it, or as far as it was read when it fails. */
function previewRow(check: RowCheck, now: Date, language: Language): ImportPreviewRow {
  if (!check.ok) {
    const { line, email, firstName, lastName } = check;
    const problem = describeProblem(check.problem, language);
    return {
      line,
      email,
      firstName,
      lastName,
      ...empty,
      tier: "basic",
      validUntil: null,
      language: "en",
      problem,
    };
  }
  const { row } = check;
  const membership = importedMembership(row, now);
  return {
    line: row.line,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    title: row.title,
    company: row.company,
    city: row.location,
    tier: membership.membershipTier,
    validUntil: membership.membershipValidUntil && cardDay(membership.membershipValidUntil),
    membershipNumber: row.membershipNumber,
    joinedOn: row.joinedOn,
    language: row.welcomeLanguage,
    problem: null,
  };
}

/**
 * POST /api/admin/import-members/preview: the sheet read and checked as the import would, nothing
 * written. The admin sees what each column maps to (unknown ones named), the first rows as they would
 * be stored, and how many rows would fail and why.
 */
export async function previewMemberImport(
  db: Database,
  file: ImportFile,
  language: Language,
  now = new Date(),
): Promise<ImportPreview> {
  const sheet = await checkSheet(db, file.bytes, now);
  const failed = sheet.checks.filter((check) => !check.ok);
  return {
    fileName: file.name,
    format: sheet.format,
    encoding: sheet.encoding,
    delimiter: sheet.delimiter,
    totalRows: sheet.totalRows,
    validRows: sheet.totalRows - failed.length,
    failedRows: failed.length,
    columns: sheet.columns,
    unknownColumns: sheet.unknownColumns,
    rows: sheet.checks.slice(0, IMPORT_PREVIEW_ROWS).map((check) => previewRow(check, now, language)),
    errors: failed
      .slice(0, IMPORT_PREVIEW_ERRORS)
      .map((check) =>
        check.ok ? "" : lineError(check.line, describeProblem(check.problem, language), language),
      ),
  };
}
