// One export, two files: a list of columns (header, kind, value) written as CSV and as .xlsx, so the
// two can never disagree on which columns there are or how a value reads. Pure: no database, no
// binding, so a Node test reads what these functions write with other people's parsers.
import writeExcelFile, { type Cell, type Row } from "write-excel-file/universal";
import { cardDay } from "../../contract/membership-card";
import { csvCell, csvPhoneCell, UTF8_BOM } from "./csv";

/**
 * How a column's values are written. `phone`: text, an E.164 number as a formula Excel shows as text
 * (CSV) or a text cell (.xlsx); `day`: an ISO instant written as its Riyadh calendar day; `dateTime`: an
 * ISO instant as Riyadh's date and time of day; `text`: as it is (the CSV guards formula starts).
 */
export type CellKind = "text" | "phone" | "day" | "dateTime";

export type SheetColumn<Row> = {
  header: string;
  kind?: CellKind;
  /** Width in characters in the .xlsx file. */
  width?: number;
  value: (row: Row) => string | null | undefined;
};

/** Saudi Arabia keeps UTC+3 all year. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** "2026-05-01 18:05": an instant as the clock in Riyadh showed it. */
const riyadhDateTime = (iso: string) =>
  new Date(Date.parse(iso) + RIYADH_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

function csvValue<R>(column: SheetColumn<R>, row: R): string {
  const value = column.value(row);
  if (!value) return "";
  switch (column.kind) {
    case "phone":
      return csvPhoneCell(value);
    case "day":
      return cardDay(value);
    case "dateTime":
      return riyadhDateTime(value);
    default:
      return csvCell(value);
  }
}

/** The CSV's first bytes: the byte order mark (so Excel reads UTF-8) and the header line. */
export const csvStart = <R>(columns: readonly SheetColumn<R>[]): string =>
  `${UTF8_BOM}${columns.map((column) => csvCell(column.header)).join(",")}\r\n`;

/** Rows as CSV lines, each ended by CRLF (RFC 4180): the CSV is csvStart then these, chunk by chunk. */
export const csvLines = <R>(columns: readonly SheetColumn<R>[], rows: readonly R[]): string =>
  rows.map((row) => `${columns.map((column) => csvValue(column, row)).join(",")}\r\n`).join("");

/** A whole CSV file in one string. */
export const sheetCsv = <R>(columns: readonly SheetColumn<R>[], rows: readonly R[]): string =>
  csvStart(columns) + csvLines(columns, rows);

/** A day as a date cell: midnight of that calendar day, which is how spreadsheets store a date. */
const dayCell = (day: string): Cell => ({
  value: new Date(`${day}T00:00:00.000Z`),
  type: Date,
  format: "yyyy-mm-dd",
});

function xlsxCell<R>(column: SheetColumn<R>, row: R): Cell {
  const value = column.value(row);
  if (!value) return null;
  switch (column.kind) {
    case "phone":
      // Text formatted as text: never a number that loses its plus and leading zeros.
      return { value, type: String, format: "@" };
    case "day":
      return dayCell(cardDay(value));
    case "dateTime":
      return {
        value: new Date(Date.parse(value) + RIYADH_OFFSET_MS),
        type: Date,
        format: "yyyy-mm-dd hh:mm",
      };
    default:
      // Always a text cell (a string never runs as a formula in .xlsx, so nothing needs guarding).
      return value;
  }
}

/** One row of an .xlsx sheet: build these chunk by chunk, then write them with sheetXlsxFromRows. */
export const xlsxRow = <R>(columns: readonly SheetColumn<R>[], row: R): Row =>
  columns.map((column) => xlsxCell(column, row));

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The .xlsx file's bytes: a bold, frozen header row, then the rows. */
export async function sheetXlsxFromRows<R>(
  columns: readonly SheetColumn<R>[],
  rows: Row[],
  sheet: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const header: Row = columns.map((column) => ({ value: column.header, type: String, fontWeight: "bold" }));
  const blob = await writeExcelFile([header, ...rows], {
    sheet,
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: column.width ?? 16 })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/** A whole .xlsx file from rows. */
export const sheetXlsx = <R>(columns: readonly SheetColumn<R>[], rows: readonly R[], sheet: string) =>
  sheetXlsxFromRows(
    columns,
    rows.map((row) => xlsxRow(columns, row)),
    sheet,
  );
