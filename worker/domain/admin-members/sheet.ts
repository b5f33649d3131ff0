// One export, two files: a list of columns (header, kind, value) written as CSV and as .xlsx, so the
// two can never disagree on which columns there are or how a value reads. Pure: no database, no
// binding, so a Node test reads what these functions write with other people's parsers.
import { cardDay } from "../../contract/membership-card";
import { type XlsxCell, xlsxStream } from "../../lib/xlsx-stream";
import { csvCell, csvPhoneCell, UTF8_BOM } from "./csv";

/**
 * How a column's values are written. `phone`: text, an E.164 number as a formula Excel shows as text
 * (CSV) or a text cell (.xlsx); `day`: an ISO instant written as its Riyadh calendar day; `dateTime`: an
 * ISO instant as Riyadh's date and time of day; `number`: a decimal number, a number cell in .xlsx;
 * `text`: as it is (the CSV guards formula starts).
 */
export type CellKind = "text" | "phone" | "day" | "dateTime" | "number";

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
    case "number":
      // Digits, a point or a minus sign: a negative number is a number, not a formula to guard.
      return /^-?\d+(\.\d+)?$/.test(value) ? value : csvCell(value);
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

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * An instant's Riyadh calendar day (cardDay's day) as a date cell: midnight of that day, which is how
 * spreadsheets store a date. Arithmetic, not strings: 50,000 members have 300,000 such cells.
 */
function dayCell(iso: string): XlsxCell {
  const riyadh = Date.parse(iso) + RIYADH_OFFSET_MS;
  return { date: riyadh - (((riyadh % DAY_MS) + DAY_MS) % DAY_MS), format: "date" };
}

/**
 * An instant as Riyadh's date and time to the minute, as the CSV writes it: spreadsheets round what
 * they show, so 23:59:59.999 would read as the next day's 00:00.
 */
function riyadhMinuteCell(iso: string): XlsxCell {
  const riyadh = Date.parse(iso) + RIYADH_OFFSET_MS;
  return { date: riyadh - (((riyadh % MINUTE_MS) + MINUTE_MS) % MINUTE_MS), format: "dateTime" };
}

function xlsxCell<R>(column: SheetColumn<R>, row: R): XlsxCell {
  const value = column.value(row);
  if (!value) return null;
  switch (column.kind) {
    case "phone":
      // Text formatted as text: never a number that loses its plus and leading zeros.
      return { text: value, format: "text" };
    case "day":
      return dayCell(value);
    case "dateTime":
      return riyadhMinuteCell(value);
    case "number":
      return { number: Number(value) };
    default:
      // Always a text cell (a string never runs as a formula in .xlsx, so nothing needs guarding).
      return { text: value };
  }
}

async function* xlsxRows<R>(
  columns: readonly SheetColumn<R>[],
  chunks: AsyncIterable<readonly R[]> | Iterable<readonly R[]>,
) {
  for await (const rows of chunks) yield rows.map((row) => columns.map((column) => xlsxCell(column, row)));
}

/**
 * The .xlsx file of these rows as a stream: a bold, frozen header row, then each chunk's rows, read
 * when the reader wants more, so only one chunk is held whatever the length.
 */
export const sheetXlsx = <R>(
  columns: readonly SheetColumn<R>[],
  chunks: AsyncIterable<readonly R[]> | Iterable<readonly R[]>,
  sheet: string,
): ReadableStream<Uint8Array> => xlsxStream({ sheet, columns, rows: xlsxRows(columns, chunks) });
