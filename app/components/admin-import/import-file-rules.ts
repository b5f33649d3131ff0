/** The spec's client rules for the admin import file, kept pure so they are easy to test. */
export type FileCheck = "ok" | "missing" | "workbook" | "invalid";

/** What Excel and Google Sheets name their text exports (.csv, .txt, .tsv) and Excel's workbooks. */
const sheetName = /\.(csv|txt|tsv|tab|xlsx)$/i;
/** Workbooks the import cannot read: saved from them as .xlsx or CSV UTF-8 they import. */
const otherWorkbookName = /\.(xlsm|xlsb|xls|ods|numbers)$/i;
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Text files and .xlsx workbooks (issue 32: the first sheet is read). Browsers report text/csv,
 * text/plain or text/tab-separated-values for text, the OOXML type for .xlsx, except Excel on Windows,
 * which registers .csv as application/vnd.ms-excel (and some systems report no type at all): those are
 * accepted by their name. Another workbook (.xls, .ods) gets its own answer, so the page can say which
 * format to save it as. The server reads the encoding and separator from the content either way.
 */
export function checkImportFile(file: File | null | undefined): FileCheck {
  if (!file) return "missing";
  if (otherWorkbookName.test(file.name)) return "workbook";
  if (file.type.startsWith("text/") || file.type === xlsxType) return "ok";
  const untyped =
    file.type === "" || file.type === "application/vnd.ms-excel" || file.type === "application/zip";
  return sheetName.test(file.name) && untyped ? "ok" : "invalid";
}

/** What the file input offers in the picker. */
export const importFileAccept = `.csv,.txt,.tsv,.tab,.xlsx,text/csv,text/plain,text/tab-separated-values,${xlsxType}`;

/** The file size in KB to one decimal place, as the spec shows it. */
export function sizeInKb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
