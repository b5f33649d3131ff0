// A one-sheet .xlsx workbook written as a stream: the fixed parts, then the sheet row by row through
// fflate's streaming Zip with ZipDeflate (synchronous, on the request's own thread: workerd has no Web
// Workers). Cells are inline strings, so there is no shared-strings table to hold: memory is one batch
// of rows plus the deflate window, whatever the row count (a workbook built in memory took about 5 MB
// of heap per 1,000 members, more than a Worker's 128 MB at 50,000).
import { Zip, ZipDeflate } from "fflate";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A cell: text is always an inline string (never a formula, whatever it starts with); `format: "text"`
 * also formats it as text ("@": a phone number stays text when edited). A number is a plain number
 * cell (report counts and sums, so spreadsheets can add them up). A date is the wall clock's
 * milliseconds as if in UTC, written as an Excel serial number shown as a day or a day and time.
 */
export type XlsxCell =
  | null
  | { text: string; format?: "text" }
  | { number: number }
  | { date: number; format: "date" | "dateTime" };

export type XlsxColumn = {
  header: string;
  /** Width in characters. */
  width?: number;
};

const DEFAULT_WIDTH = 16;
/** The longest text Excel keeps in a cell. */
const MAX_CELL_TEXT = 32_767;
/** Deflate input per push: fflate grows its window buffer (98,304 bytes) for larger pushes. */
const PUSH_BYTES = 65_536;
/** Sheet text gathered before it is encoded and deflated. */
const FLUSH_CHARS = 16_384;

/** Indexes into cellXfs in styles.xml. */
const STYLE = { header: 1, text: 2, date: 3, dateTime: 4 } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";

/** Characters XML 1.0 does not allow (controls other than tab and line ends, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeXml = (text: string) => text.replace(NOT_XML, "").replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);
/**
 * Text written as it is: nothing to escape or drop (not " & < > _, no controls, no surrogates, not
 * U+FFFE/F) and no space at either end. Most cells are; the rest take textElement's longer way.
 */
const NEEDS_WORK = /[^\t\n\r\x20\x21\x23-\x25\x27-\x3B\x3D\x3F-\x5E\x60-\uD7FF\uE000-\uFFFD]|^\s|\s$/;

/**
 * A text as a cell's `<t>`: spreadsheets read `_x0041_` as an escaped character, so an underscore that
 * starts such a sequence is itself escaped; leading or trailing spaces are kept.
 */
function textElement(text: string): string {
  if (text.length <= MAX_CELL_TEXT && !NEEDS_WORK.test(text)) return `<t>${text}</t>`;
  const value = escapeXml(text.slice(0, MAX_CELL_TEXT)).replace(/_(x[0-9A-Fa-f]{4}_)/g, "_x005F_$1");
  return /^\s|\s$/.test(value) ? `<t xml:space="preserve">${value}</t>` : `<t>${value}</t>`;
}

/** Excel's day count (1900 date system): 25,569 is 1970-01-01. */
const excelSerial = (utcMs: number) => utcMs / 86_400_000 + 25_569;

/** A sheet's name as Excel accepts it: at most 31 characters, none of []:*?/\, no quote at either end. */
export function xlsxSheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .slice(0, 31)
    .replace(NOT_XML, "")
    .trim();
  return cleaned || "Sheet1";
}

/** "A", "B", ... "Z", "AA": a column's letters. */
function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const contentTypes = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const packageRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbook = (sheet: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(xlsxSheetName(sheet))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const workbookRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

const font = (bold: boolean) =>
  `<font>${bold ? "<b/>" : ""}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const xf = (numFmtId: number, fontId: number) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ""}${fontId ? ' applyFont="1"' : ""}/>`;

/** The cell formats, in STYLE's order: plain, bold header, text ("@" is built-in 49), day, day and time. */
const styles = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2">${font(false)}${font(true)}</fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5">${xf(0, 0)}${xf(0, 1)}${xf(49, 0)}${xf(164, 0)}${xf(165, 0)}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The sheet up to its first row: the header row frozen, the columns' widths. */
const sheetStart = (columns: readonly XlsxColumn[]) =>
  `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? DEFAULT_WIDTH}" customWidth="1"/>`,
    )
    .join("")}</cols><sheetData>`;

const headerRow = (columns: readonly XlsxColumn[], letters: readonly string[]) =>
  `<row r="1">${columns
    .map(
      (column, index) =>
        `<c r="${letters[index]}1" s="${STYLE.header}" t="inlineStr"><is>${textElement(column.header)}</is></c>`,
    )
    .join("")}</row>`;

const SHEET_END = "</sheetData></worksheet>";

function cellXml(ref: string, cell: XlsxCell): string {
  if (!cell) return "";
  if ("number" in cell) return Number.isFinite(cell.number) ? `<c r="${ref}"><v>${cell.number}</v></c>` : "";
  if ("text" in cell)
    return `<c r="${ref}"${cell.format === "text" ? ` s="${STYLE.text}"` : ""} t="inlineStr"><is>${textElement(cell.text)}</is></c>`;
  if (!Number.isFinite(cell.date)) return "";
  return `<c r="${ref}" s="${STYLE[cell.format]}"><v>${excelSerial(cell.date)}</v></c>`;
}

export type XlsxStreamOptions = {
  sheet: string;
  columns: readonly XlsxColumn[];
  /** The rows after the header, a batch at a time: each batch is read when the reader wants more. */
  rows: AsyncIterable<readonly (readonly XlsxCell[])[]>;
  /** Deflate level (fflate's default is 6). */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
};

/** The workbook's bytes as they are made: a bold, frozen header row, then each batch of rows. */
export function xlsxStream({
  sheet,
  columns,
  rows,
  level = 6,
}: XlsxStreamOptions): ReadableStream<Uint8Array> {
  const batches = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const letters = columns.map((_, index) => columnLetters(index));
  let output: ReadableStreamDefaultController<Uint8Array>;
  let rowNumber = 1;
  let pending = "";
  /** Chunks enqueued so far. */
  let written = 0;

  // fflate's Zip and ZipDeflate run synchronously: what a push makes is queued before the push returns.
  const zip = new Zip((error, data, final) => {
    if (error) output.error(error);
    else {
      output.enqueue(data);
      written += 1;
      if (final) output.close();
    }
  });
  const sheetFile = new ZipDeflate("xl/worksheets/sheet1.xml", { level });

  // fflate copies what it is pushed (into its window, after the checksum), so one buffer serves them all.
  const bytes = new Uint8Array(PUSH_BYTES);
  const push = (file: ZipDeflate, text: string, final: boolean) => {
    for (let rest = text; ; ) {
      const { read, written } = encoder.encodeInto(rest, bytes);
      rest = rest.slice(read);
      file.push(bytes.subarray(0, written), final && !rest);
      if (!rest) return;
    }
  };
  const flush = (final: boolean) => {
    if (pending || final) push(sheetFile, pending, final);
    pending = "";
  };
  const writeRow = (cells: readonly XlsxCell[]) => {
    rowNumber += 1;
    pending += `<row r="${rowNumber}">`;
    for (const [index, cell] of cells.entries())
      pending += cellXml(`${letters[index] ?? columnLetters(index)}${rowNumber}`, cell);
    pending += "</row>";
    if (pending.length >= FLUSH_CHARS) flush(false);
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller;
      const fixed: [string, string][] = [
        ["[Content_Types].xml", contentTypes],
        ["_rels/.rels", packageRels],
        ["xl/workbook.xml", workbook(sheet)],
        ["xl/_rels/workbook.xml.rels", workbookRels],
        ["xl/styles.xml", styles],
      ];
      for (const [name, xml] of fixed) {
        const file = new ZipDeflate(name, { level });
        zip.add(file);
        push(file, xml, true);
      }
      zip.add(sheetFile);
      pending = sheetStart(columns) + headerRow(columns, letters);
    },
    // A pull must enqueue something (the stream calls it again only then): deflate keeps small input
    // to itself, so batches are read until some bytes come out or the rows end.
    async pull() {
      for (const before = written; written === before; ) {
        const batch = await batches.next();
        if (batch.done) {
          pending += SHEET_END;
          flush(true);
          zip.end();
          return;
        }
        for (const cells of batch.value) writeRow(cells);
        flush(false);
      }
    },
    async cancel(reason) {
      await batches.return?.(reason);
    },
  });
}
