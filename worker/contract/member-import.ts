// The admin member import (spec: "Member import CSV columns", "Import result"). Types only, so the app
// can import them without pulling in worker code.

// The modes live with the other value lists; re-exported for the import route.
import type { ImportDuplicateMode, Language, MembershipTierId } from "./enums";

export { type ImportDuplicateMode, importDuplicateModes } from "./enums";

/**
 * Files larger than this are refused with 413 before parsing: about 60,000 rows of a sheet with a
 * dozen columns as CSV, far more as .xlsx (compressed).
 */
export const MAX_IMPORT_BYTES = 12 * 1024 * 1024;

/**
 * What a column of the sheet can hold (issue 32: the spec's seven, a full name some systems export
 * instead of first and last names, and the membership a community already runs: tier, valid-until,
 * its own membership number, join date and preferred language).
 */
export const importFields = [
  "firstName",
  "lastName",
  "fullName",
  "email",
  "phoneNumber",
  "title",
  "company",
  "location",
  "tier",
  "validUntil",
  "membershipNumber",
  "joinedOn",
  "language",
] as const;
export type ImportField = (typeof importFields)[number];

/** The sheet kinds the import reads: text (CSV, TSV, Excel's text exports) and .xlsx workbooks. */
export type ImportFormat = "csv" | "xlsx";

/**
 * What happened to one row of the file:
 * - 'success': a new member was created (the only status the spec shows as good),
 * - 'updated': the email already belonged to a member and duplicateMode=update filled their profile,
 * - 'skipped': the email already belonged to a member and duplicateMode=skip left them as they were,
 * - 'failed': the row was refused; its reason is in `errors` ("Line {n}: {reason}").
 */
export const importItemStatuses = ["success", "updated", "skipped", "failed"] as const;
export type ImportItemStatus = (typeof importItemStatuses)[number];

export type ImportedItem = {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  status: ImportItemStatus;
};

/**
 * How many items and errors an import's answer lists at most (the first rows of the file); the counts
 * are always whole, and every refused row is in the run's error report.
 */
export const IMPORT_RESULT_ROWS = 1000;

/** POST /api/admin/import-members: the spec's success, failed, errors and imported, plus the run's counts. */
export type ImportResult = {
  /** New members created. */
  success: number;
  /** Rows refused (the first IMPORT_RESULT_ROWS have a line in `errors`). */
  failed: number;
  errors: string[];
  /** The first IMPORT_RESULT_ROWS rows' outcomes. */
  imported: ImportedItem[];
  importId: string;
  totalRows: number;
  created: number;
  updated: number;
  skipped: number;
  encoding: string;
  delimiter: string;
  format: ImportFormat;
  /** What each column was read as (the same answer as the preview's). */
  columns: ImportColumn[];
  unknownColumns: string[];
};

/** One column of the sheet: its header, the field it was read as (null: unknown, not imported) and how many rows fill it. */
export type ImportColumn = { index: number; header: string; field: ImportField | null; filled: number };

/** A row as the import would store it. Days are YYYY-MM-DD in Riyadh; `problem` says why it would fail. */
export type ImportPreviewRow = {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  title: string | null;
  company: string | null;
  /** A city id (contract/cities.ts). */
  city: string | null;
  tier: MembershipTierId;
  validUntil: string | null;
  /** The sheet's own number, kept; null: a new number is given. */
  membershipNumber: string | null;
  joinedOn: string | null;
  /** The member's language (the column, else their name's script, else English): their welcome's. */
  language: Language;
  problem: string | null;
};

/**
 * POST /api/admin/import-members/preview: what the import would do with the file, before anything is
 * written. Numbers and emails are checked against existing members when importing, not here.
 */
export type ImportPreview = {
  fileName: string;
  format: ImportFormat;
  encoding: string;
  delimiter: string;
  totalRows: number;
  /** Rows that pass every check the file alone can tell. */
  validRows: number;
  failedRows: number;
  columns: ImportColumn[];
  /** Headers that name no field: their cells are not imported. */
  unknownColumns: string[];
  /** The first rows, as they would be stored. */
  rows: ImportPreviewRow[];
  /** The first problems, "Line {n}: {reason}" in the admin's language. */
  errors: string[];
};

export const IMPORT_PREVIEW_ROWS = 10;
export const IMPORT_PREVIEW_ERRORS = 20;

export type ImportRunStatus = "running" | "done" | "failed";

/** One run in the history, and the progress answer of GET /api/admin/import-members/:importId. */
export type ImportRun = {
  id: string;
  adminName: string;
  fileName: string;
  fileSizeBytes: number;
  encoding: string | null;
  delimiter: string | null;
  duplicateMode: ImportDuplicateMode;
  status: ImportRunStatus;
  totalRows: number;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  skippedCount: number;
  failedCount: number;
  createdAt: string;
  finishedAt: string | null;
};

export const IMPORT_HISTORY_PAGE_SIZE = 20;

/** GET /api/admin/import-members?page=N: newest first. */
export type ImportHistoryPage = { imports: ImportRun[]; page: number; pageSize: number; total: number };
