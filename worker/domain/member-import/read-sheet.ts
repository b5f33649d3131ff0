import { stripHiddenControls } from "../../contract/hidden-controls";
import type { ImportFormat } from "../../contract/member-import";
import { AppError } from "../../errors";
import { decodeCsvBytes } from "./decode-text";
import { type CsvRecord, parseCsv } from "./parse-csv";
import { readXlsxRows } from "./sheet-xlsx";

/** A member sheet as rows of text, whichever file it came in. */
export type MemberSheet = {
  format: ImportFormat;
  encoding: string;
  delimiter: string;
  header: string[];
  records: CsvRecord[];
};

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** An OpenDocument file names its kind in a stored first entry, "mimetype", near the start. */
const isOpenDocument = (bytes: Uint8Array) =>
  new TextDecoder("latin1").decode(bytes.subarray(30, 120)).includes("application/vnd.oasis.opendocument");

const saveAsXlsx =
  'Save it as an Excel workbook (.xlsx) or as "CSV UTF-8 (Comma delimited)", then import that file.';

/**
 * Text files (CSV, TSV, Excel's and Google Sheets' text exports, any encoding decode-text.ts reads)
 * and .xlsx workbooks, whose first sheet is read (sheet-xlsx.ts). Rows of a workbook are numbered as
 * the spreadsheet shows them; blank rows are skipped like blank lines.
 */
export async function readMemberSheet(bytes: Uint8Array): Promise<MemberSheet> {
  return withoutHiddenControls(await readSheetAsWritten(bytes));
}

/** Imported names are stored like typed ones: without bidi overrides that make them read otherwise. */
function withoutHiddenControls(sheet: MemberSheet): MemberSheet {
  return {
    ...sheet,
    header: sheet.header.map(stripHiddenControls),
    records: sheet.records.map((record) => ({ ...record, cells: record.cells.map(stripHiddenControls) })),
  };
}

async function readSheetAsWritten(bytes: Uint8Array): Promise<MemberSheet> {
  if (isZip(bytes) && !isOpenDocument(bytes)) {
    const rows = await readXlsxRows(bytes).catch((error: unknown) => {
      throw new AppError(
        "validation_failed",
        `This workbook cannot be read (${error instanceof Error ? error.message : String(error)}). ${saveAsXlsx}`,
        { csvFile: "unreadable workbook" },
      );
    });
    let header: string[] | null = null;
    const records: CsvRecord[] = [];
    rows.forEach((cells, index) => {
      if (cells.every((cell) => cell === "")) return;
      if (!header) header = cells;
      else records.push({ line: index + 1, cells });
    });
    return { format: "xlsx", encoding: "xlsx", delimiter: "", header: header ?? [], records };
  }
  if (isZip(bytes))
    throw new AppError("validation_failed", `This is an OpenDocument spreadsheet (.ods). ${saveAsXlsx}`, {
      csvFile: "workbook",
    });
  const decoded = decodeCsvBytes(bytes);
  const parsed = parseCsv(decoded.text);
  return { format: "csv", encoding: decoded.encoding, ...parsed };
}
