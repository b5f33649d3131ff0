import type { Language } from "../../contract/enums";
import { IMPORT_RESULT_ROWS, type ImportedItem } from "../../contract/member-import";
import { lineError } from "./reasons";

/** What happened to one row: its item for the answer, and for a refused row the error stored for it. */
export type Outcome = { item: ImportedItem; error?: { line: number; email: string; reason: string } };

/**
 * The counts of an import and what its answer lists: every count, but only the first
 * IMPORT_RESULT_ROWS items and errors. 50,000 rows of items would cost the Worker's memory and the
 * admin's page far more than they tell; every refused row is in the stored error report (errors.csv).
 */
export class ImportReport {
  created = 0;
  updated = 0;
  skipped = 0;
  failed = 0;
  readonly imported: ImportedItem[] = [];
  readonly errors: string[] = [];

  constructor(private readonly language: Language) {}

  add(outcomes: Outcome[]): void {
    for (const { item, error } of outcomes) {
      if (item.status === "success") this.created += 1;
      else if (item.status === "updated") this.updated += 1;
      else if (item.status === "skipped") this.skipped += 1;
      if (error) {
        this.failed += 1;
        if (this.errors.length < IMPORT_RESULT_ROWS)
          this.errors.push(lineError(error.line, error.reason, this.language));
      }
      if (this.imported.length < IMPORT_RESULT_ROWS) this.imported.push(item);
    }
  }
}
