/** The spec's client rules for the admin import file, kept pure so they are easy to test. */
export type FileCheck = "ok" | "missing" | "workbook" | "invalid";

/** What Excel and Google Sheets name their text exports: .csv, .txt ("Text", "Unicode Text"), .tsv. */
const textName = /\.(csv|txt|tsv|tab)$/i;
const workbookName = /\.(xlsx|xlsm|xlsb|xls|ods|numbers)$/i;

/**
 * Text files only. Browsers report text/csv, text/plain or text/tab-separated-values for them, except
 * Excel on Windows, which registers .csv as application/vnd.ms-excel (and some systems report no type
 * at all): those are accepted by their name. A workbook gets its own answer, so the page can say which
 * format to save it as. The server reads the encoding and separator from the content either way.
 */
export function checkImportFile(file: File | null | undefined): FileCheck {
  if (!file) return "missing";
  if (workbookName.test(file.name)) return "workbook";
  if (file.type.startsWith("text/")) return "ok";
  const untyped = file.type === "" || file.type === "application/vnd.ms-excel";
  return textName.test(file.name) && untyped ? "ok" : "invalid";
}

/** What the file input offers in the picker. */
export const importFileAccept = ".csv,.txt,.tsv,.tab,text/csv,text/plain,text/tab-separated-values";

/** The file size in KB to one decimal place, as the spec shows it. */
export function sizeInKb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
