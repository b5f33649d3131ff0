// A worksheet part's cells as text, row by row as its XML streams in (issue 32).
import { excelSerialDay } from "./sheet-dates";
import { decodeCellText, ownCopy, PartError, type Workbook } from "./xlsx-parts";
import { eachAttribute, XmlScanner } from "./xml-scanner";

export class SheetLimitError extends Error {}

/** Reads `<sheetData>` from the pieces given to `write`; `rows()` answers once the last is written. */
export function sheetReader(workbook: Workbook, limits: { rows: number; columns: number }) {
  const rows: string[][] = [];
  const days = new Map<string, string>();
  let row: string[] | null = null;
  let column = -1;
  let type = "n";
  let style = 0;
  let value: string[] | null = null; // text of <v>, or of <t> in an inline string, while inside one
  let inline = false;
  let phonetic = false;

  const scanner = new XmlScanner({
    open(name, attributes, empty) {
      if (name === "row") {
        let number = rows.length + 1;
        eachAttribute(attributes, (key, v) => {
          if (key === "r") number = Number(v);
        });
        if (!(number > rows.length)) throw new PartError(`row ${number} after row ${rows.length}`);
        if (number > limits.rows) throw new SheetLimitError(`row ${number}`);
        while (rows.length < number - 1) rows.push([]);
        row = empty ? null : [];
        column = -1;
        if (empty) rows.push([]);
      } else if (name === "c" && row) {
        column++;
        type = "n";
        style = 0;
        eachAttribute(attributes, (key, v) => {
          if (key === "r") column = columnIndex(v);
          else if (key === "t") type = v;
          else if (key === "s") style = Number(v);
        });
        if (column < 0) throw new PartError(`a cell at ${attributes}`);
        if (column >= limits.columns) throw new SheetLimitError(`cell column ${column + 1}`);
        value = null;
        inline = false;
      } else if (!empty && name === "v" && row) value = [];
      else if (name === "is") inline = true;
      else if (name === "rPh") phonetic = !empty;
      else if (!empty && name === "t" && inline && !phonetic) value ??= [];
    },
    close(name) {
      if (name === "c" && row) {
        if (value) row[column] = cellText(workbook, type, style, value.join(""), days);
        value = null;
      } else if (name === "row" && row) {
        rows.push(row);
        row = null;
      } else if (name === "rPh") phonetic = false;
      else if (name === "is") inline = false;
    },
    text(raw) {
      if (value && !phonetic) value.push(raw);
    },
  });

  return {
    write: (text: string) => scanner.write(text),
    rows(): string[][] {
      scanner.end();
      return rectangle(rows);
    },
  };
}

/** "AB12" → 27 (zero-based column of a cell reference). */
function columnIndex(reference: string): number {
  let index = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    index = index * 26 + (code - 0x60);
  }
  return index - 1;
}

/**
 * Every row as wide as the widest data (in place: a second copy of 50,000 rows would double the
 * memory); empty rows at the bottom and empty columns at the right go.
 */
function rectangle(rows: string[][]): string[][] {
  let width = 0;
  let height = 0;
  rows.forEach((row, r) => {
    for (let c = row.length - 1; c >= width; c--) {
      if (row[c]) {
        width = c + 1;
        break;
      }
    }
    if (row.some((cell) => cell)) height = r + 1;
  });
  rows.length = height;
  for (const row of rows) {
    row.length = width;
    for (let c = 0; c < width; c++) row[c] ??= "";
  }
  return rows;
}

function cellText(
  workbook: Workbook,
  type: string,
  style: number,
  raw: string,
  days: Map<string, string>,
): string {
  switch (type) {
    case "s":
      return workbook.sharedStrings[Number(raw)]?.trim() ?? "";
    case "inlineStr":
    case "str":
      return decodeCellText(raw).trim();
    case "b":
      return raw.trim() === "1" ? "TRUE" : "FALSE";
    case "e":
      return ""; // #N/A, #REF!...: a formula that failed has no value to import
    case "d":
      return /^\d{4}-\d{2}-\d{2}/.test(raw.trim()) ? raw.trim().slice(0, 10) : decodeCellText(raw).trim();
    default: {
      const written = raw.trim();
      if (workbook.dateStyles[style]) {
        // A sheet holds a few thousand distinct days at most: one string each, not one per cell.
        const known = days.get(written);
        if (known) return known;
        const day = excelSerialDay(Number(written) + (workbook.date1904 ? 1_462 : 0));
        if (day) {
          days.set(written, day);
          return day;
        }
      }
      return plainNumber(written);
    }
  }
}

const plainDecimal = new Intl.NumberFormat("en-US", { useGrouping: false, maximumSignificantDigits: 15 });

/**
 * A number as plain decimal text. Excel keeps 15 significant digits, so more than that is float noise
 * from the binary value (0.30000000000000004 is 0.3); an exponent (1.5E-7) is written out.
 */
function plainNumber(written: string): string {
  if (/^-?[1-9]\d{0,14}$/.test(written) || written === "0") return ownCopy(written);
  const number = Number(written);
  if (written === "" || !Number.isFinite(number)) return ownCopy(written);
  if (number === 0) return "0";
  return plainDecimal.format(number);
}
