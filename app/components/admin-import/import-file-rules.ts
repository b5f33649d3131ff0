/** The spec's client rules for the admin import file, kept pure so they are easy to test. */
export type FileCheck = "ok" | "missing" | "invalid";

/**
 * Only CSV files. Browsers report text/csv for them, except Excel on Windows, which registers .csv
 * as application/vnd.ms-excel (and some systems report no type at all): those are accepted when the
 * name ends in .csv. The server decodes and checks the content either way.
 */
export function checkImportFile(file: File | null | undefined): FileCheck {
  if (!file) return "missing";
  if (file.type === "text/csv") return "ok";
  const csvName = /\.csv$/i.test(file.name);
  return csvName && (file.type === "" || file.type === "application/vnd.ms-excel") ? "ok" : "invalid";
}

/** The file size in KB to one decimal place, as the spec shows it. */
export function sizeInKb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
