import { defineCatalog } from "../define";

/** The member import on the admin dashboard: the file form, progress, results and import history. */
const en = {
  pageTitle: "Member import",
  pageLead:
    "Add members from a CSV file and see every past import. The dashboard shows the same import form.",
  heading: "Import members",
  lead: "Upload the member sheet saved as text from Excel or Google Sheets, with the columns firstName, lastName, email, phoneNumber, jobTitle, company and location (other common header names work too).",
  fileLabel: "CSV file",
  fileHint:
    "At most 5 MB. The first line names the columns; the encoding and the separator (comma, semicolon or tab) are read from the file.",
  fileSize: "{name}: {size} KB",
  existingLegend: "Members who already have an account",
  modeSkip: "Skip them (change nothing)",
  modeUpdate: "Update their profile from the file",
  importButton: "Import",
  importing: "Importing...",
  progressLabel: "Import progress",
  progressText: "{done} of {total} rows",
  invalidFileTitle: "Invalid File",
  invalidFileText: "Please select a valid CSV file.",
  noFileTitle: "No File Selected",
  noFileText: "Please select a CSV file to import.",
  failedTitle: "Import Failed",
  failedText: "Import failed: {message}",
  completedTitle: "Import Completed",
  completedText: "Successfully imported {n} members. {m} failed.",
  resultsHeading: "Import results",
  resultsSummary: "{created} new, {updated} updated, {skipped} skipped, {failed} failed",
  columnLine: "Line",
  columnName: "Name",
  columnEmail: "Email",
  columnStatus: "Status",
  statusSuccess: "Imported",
  statusUpdated: "Updated",
  statusSkipped: "Already a member",
  statusFailed: "Failed",
  errorsHeading: "Rows that could not be imported",
  downloadErrors: "Download the error report (CSV)",
  historyHeading: "Import history",
  historyEmpty: "No import has been run yet.",
  historyLoadError: "The import history could not be loaded.",
  columnWhen: "When",
  columnWho: "Imported by",
  columnFile: "File",
  columnCounts: "New / updated / skipped / failed",
  runRunning: "Running",
  runDone: "Done",
  runFailed: "Failed",
  errorReport: "Error report",
  noErrors: "No errors",
  previousPage: "Newer",
  formatsSummary: "Which files can I import?",
  formatsExcel:
    'Excel, File > Save As: "CSV UTF-8 (Comma delimited)" (best for Arabic and Urdu names) or "Unicode Text".',
  formatsExcelLegacy:
    'Also Excel\'s "CSV (Comma delimited)", "CSV (Macintosh)", "CSV (MS-DOS)" and "Text (Tab delimited)" (these keep Latin letters; Arabic only from Arabic Windows).',
  formatsSemicolon: "Files from Excel set to a language that separates columns with semicolons.",
  formatsSheets:
    'Google Sheets, File > Download: "Comma-separated values (.csv)" or "Tab-separated values (.tsv)".',
  formatsDetected:
    "UTF-8, UTF-16 and the Windows, Mac and DOS code pages are recognised from the file itself; nothing to choose.",
  formatsWorkbook: 'A workbook (.xlsx, .xls, .ods) cannot be imported: save it as "CSV UTF-8" first.',
  workbookText:
    'This is a spreadsheet workbook, not a text file. In Excel choose File > Save As > "CSV UTF-8 (Comma delimited)"; in Google Sheets choose File > Download > "Comma-separated values (.csv)". Then import that file.',
  notTextText:
    'This is not a text file. Save the sheet from Excel as "CSV UTF-8 (Comma delimited)" or download it from Google Sheets as "Comma-separated values (.csv)", then import that file.',
  nextPage: "Older",
};

export type AdminImportTexts = typeof en;

export const adminImportMessages = defineCatalog(en, {
  ar: () => import("./admin-import.ar"),
  ur: () => import("./admin-import.ur"),
});
