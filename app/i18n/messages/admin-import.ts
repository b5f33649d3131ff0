import { defineCatalog } from "../define";

/** The member import on the admin dashboard: the file form, progress, results and import history. */
const en = {
  pageTitle: "Member import",
  pageLead:
    "Add members from a spreadsheet (CSV or Excel) and see every past import. The dashboard shows the same import form.",
  heading: "Import members",
  lead: "Upload the member sheet as it is: an Excel workbook (.xlsx) or a CSV from Excel or Google Sheets. Columns are recognised by their English or Arabic names: first and last name, email, mobile, job title, company, city, membership type, expiry date, membership number, member since and language. You see what will be imported before anything is saved.",
  fileLabel: "Member sheet (CSV or Excel)",
  fileHint:
    "At most 12 MB. The first row names the columns; the encoding and the separator (comma, semicolon or tab) are read from the file, and the first sheet of a workbook is read.",
  fileSize: "{name}: {size} KB",
  existingLegend: "Members who already have an account",
  modeSkip: "Skip them (change nothing)",
  modeUpdate: "Update them from the file (a membership in force is only ever extended, never shortened)",
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
  formatsWorkbook:
    'Excel workbooks (.xlsx): the first sheet is read. An old .xls, an .ods or a Numbers file: save it as "Excel Workbook (.xlsx)" or "CSV UTF-8" first.',
  workbookText:
    'This workbook format cannot be read. In Excel choose File > Save As > "Excel Workbook (.xlsx)" or "CSV UTF-8 (Comma delimited)"; in Google Sheets choose File > Download > "Microsoft Excel (.xlsx)". Then import that file.',
  notTextText:
    'This is not a text file. Save the sheet from Excel as "CSV UTF-8 (Comma delimited)" or download it from Google Sheets as "Comma-separated values (.csv)", then import that file.',
  nextPage: "Older",
  unreadableWorkbookText:
    'This workbook cannot be read. Open it in Excel and save it again as "Excel Workbook (.xlsx)" or "CSV UTF-8 (Comma delimited)", then import that file.',
  noEmailColumnText:
    'The sheet has no email column. Name the column holding members\' email addresses "Email" (or "البريد الإلكتروني") and import it again.',
  emptyFileText: "The file is empty.",
  previewing: "Reading the file...",
  previewHeading: "What will be imported",
  previewSummary: "Rows in the file: {total}. Can be imported: {valid}. Cannot be imported: {failed}.",
  columnsCaption: "Columns as read",
  columnHeader: "Column in the file",
  columnReadAs: "Read as",
  columnFilled: "Rows filled",
  notImported: "Not imported",
  unknownColumns: "These columns match nothing the app keeps and will not be imported: {columns}.",
  rowsCaption: "The first rows as they will be saved",
  newNumber: "New number",
  previewErrorsHeading: "Rows that cannot be imported",
  importCount: "Import {n} members",
  confirmQuestion:
    "Import the members of this file? Members to import: {n}. Each new member gets a welcome email with their membership number.",
  confirmAction: "Import and send welcomes",
  fieldFirstName: "First name",
  fieldLastName: "Last name",
  fieldFullName: "Full name",
  fieldEmail: "Email",
  fieldPhone: "Mobile",
  fieldTitle: "Job title",
  fieldCompany: "Company",
  fieldCity: "City",
  fieldTier: "Tier",
  fieldValidUntil: "Valid until",
  fieldNumber: "Membership number",
  fieldJoined: "Member since",
  fieldLanguage: "Language",
  languageEn: "English",
  languageAr: "Arabic",
  languageUr: "Urdu",
  resultsFirstRows:
    "The table shows the first {shown} of {total} rows; every row that could not be imported is in the error report.",
};

export type AdminImportTexts = typeof en;

export const adminImportMessages = defineCatalog(en, {
  ar: () => import("./admin-import.ar"),
  ur: () => import("./admin-import.ur"),
});
