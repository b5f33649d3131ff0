// The first sheet of an .xlsx workbook as rows of text cells (issue 32). The sheet's XML is inflated
// and read in pieces (fflate's streaming unzip, xml-scanner.ts), so a 50,000-row workbook fits in a
// Worker's 128 MB: about 20 MB of heap at most besides the file (scripts/bench-xlsx.ts). read-excel-file,
// which holds the whole XML as bytes and as strings and then every parsed cell, took 5 s and about
// 220 MB more resident memory for the same workbook, and in workerd it fails on any sheet over 512 KB
// (about 1,000 rows: its unzip starts a Web Worker, which workerd has not). It stays as the tests'
// independent reader (tests/worker/sheet-xlsx.test.ts).
import { PartError, readWorkbook, streamPart } from "./xlsx-parts";
import { SheetLimitError, sheetReader } from "./xlsx-sheet";

/** Why a file could not be read as a workbook; the import answers 422 with the error's message. */
export type XlsxProblem = "legacy-xls" | "too-large" | "not-xlsx";

/** The most a sheet may hold: rows (the header row included) and columns. */
export const XLSX_LIMITS = { rows: 100_000, columns: 256 } as const;
/** A sheet's XML is about 600 characters a row (LibreOffice); this is far past the row limit. */
const MAX_SHEET_CHARS = 512 * 1024 * 1024;

const messages: Record<XlsxProblem, string> = {
  "legacy-xls":
    "This is an Excel 97-2003 (.xls) workbook or one protected with a password: save it as an .xlsx workbook without a password, or as CSV UTF-8, and upload it again.",
  "too-large": `This workbook's first sheet is too large to import at once (at most ${XLSX_LIMITS.rows.toLocaleString("en")} rows and ${XLSX_LIMITS.columns} columns): split it into several files.`,
  "not-xlsx": "This file is not an .xlsx workbook that can be read.",
};

export class XlsxUnreadableError extends Error {
  override name = "XlsxUnreadableError";
  constructor(
    readonly problem: XlsxProblem,
    options?: ErrorOptions,
  ) {
    super(messages[problem], options);
  }
}

/**
 * The first visible sheet's rows (header row first), every cell as trimmed text: date cells as YYYY-MM-DD,
 * numbers in plain decimal (966501234567, 12.5), booleans TRUE/FALSE, empty and error cells "".
 * Rows keep their place (a blank row in the middle is a row of ""), every row is as wide as the
 * widest, and empty rows at the bottom and empty columns at the right are left out.
 * Throws XlsxUnreadableError when the bytes are not a readable .xlsx workbook.
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<string[][]> {
  // Old .xls files and password-protected workbooks are both OLE compound files.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new XlsxUnreadableError("legacy-xls");
  }
  try {
    const workbook = readWorkbook(bytes);
    const sheet = sheetReader(workbook, XLSX_LIMITS);
    streamPart(bytes, workbook.sheetPath, MAX_SHEET_CHARS, sheet.write);
    return sheet.rows();
  } catch (error) {
    const tooLarge = error instanceof SheetLimitError || (error instanceof PartError && error.tooLarge);
    throw new XlsxUnreadableError(tooLarge ? "too-large" : "not-xlsx", { cause: error });
  }
}
