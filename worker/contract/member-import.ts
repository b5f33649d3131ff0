// The admin member import (spec: "Member import CSV columns", "Import result"). Types only, so the app
// can import them without pulling in worker code.

// The modes live with the other value lists; re-exported for the import route.
import type { ImportDuplicateMode } from "./enums";

export { type ImportDuplicateMode, importDuplicateModes } from "./enums";

/** Files larger than this are refused with 413 before parsing (about 40,000 typical rows). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

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

/** POST /api/admin/import-members: the spec's success, failed, errors and imported, plus the run's counts. */
export type ImportResult = {
  /** New members created. */
  success: number;
  /** Rows refused (each has one line in `errors`). */
  failed: number;
  errors: string[];
  imported: ImportedItem[];
  importId: string;
  totalRows: number;
  created: number;
  updated: number;
  skipped: number;
  encoding: string;
  delimiter: string;
};

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
