import { parsePhoneNumberFromString } from "libphonenumber-js";
import Papa from "papaparse";

/** A data row of the file with the physical line it starts on (the header is line 1). */
export type CsvRecord = { line: number; cells: string[]; problem?: string };

/** Comma (most files), semicolon (Excel where the decimal mark is a comma) or tab (Excel's text formats, TSV). */
export type Separator = "," | ";" | "\t";
const separators: Separator[] = [",", ";", "\t"];

export type ParsedCsv = { delimiter: Separator; header: string[]; records: CsvRecord[] };

const lineBreaks = /\r\n|\r|\n/g;
const countBreaks = (text: string) => text.match(lineBreaks)?.length ?? 0;

/** Excel honours (and some tools write) a first line "sep=;" naming the separator. */
const separatorLine = /^sep=(.)(?:\r\n|\r|\n)/i;

/** Papaparse's separator guess on the first lines (the one that splits them most evenly). */
function guessSeparator(text: string): Separator {
  const probe = Papa.parse<string[]>(text, { preview: 20, delimitersToGuess: separators });
  const guessed = separators.find((separator) => separator === probe.meta.delimiter);
  if (guessed && !probe.errors.some((error) => error.code === "UndetectableDelimiter")) return guessed;
  // A file too ragged to guess from: whichever the header line uses most.
  const [firstLine = ""] = text.split(/\r\n|\r|\n/, 1);
  const uses = (separator: Separator) => firstLine.split(separator).length;
  return separators.reduce((best, separator) => (uses(separator) > uses(best) ? separator : best));
}

/**
 * Splits the text into records (after an optional "sep=" line) with papaparse (quoted cells may hold commas, quotes and line breaks),
 * trims every cell and skips blank lines. Line numbers count physical lines, so a quoted cell that
 * spans three lines moves the next record's line number by three.
 */
export function parseCsv(input: string): ParsedCsv {
  const named = separatorLine.exec(input);
  const namedSeparator = separators.find((separator) => separator === named?.[1]);
  // The "sep=" line is line 1 of the file, so the header then starts on line 2.
  const text = namedSeparator ? input.slice(named?.[0].length) : input;
  const delimiter = namedSeparator ?? guessSeparator(text);
  const records: CsvRecord[] = [];
  let header: string[] | null = null;
  let consumed = 0;
  let breaksBefore = namedSeparator ? 1 : 0;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result) => {
      const cursor = result.meta.cursor;
      const line = breaksBefore + 1;
      breaksBefore += countBreaks(text.slice(consumed, cursor));
      consumed = cursor;
      const cells = result.data.map((cell) => cell.trim());
      if (cells.every((cell) => cell === "")) return;
      if (!header) {
        header = cells;
        return;
      }
      const unclosed = result.errors.some((error) => error.code === "MissingQuotes");
      records.push(unclosed ? { line, cells, problem: "a quoted cell is never closed" } : { line, cells });
    },
  });
  return { delimiter, header: header ?? [], records };
}

/** Saudi numbers are the default (no country code); Pakistani ones are tried next. */
export function normalisePhone(raw: string): string | null {
  const text = raw.replace(/^00/, "+");
  for (const region of ["SA", "PK"] as const) {
    const phone = parsePhoneNumberFromString(text, region);
    if (phone?.isValid() && (phone.country === "SA" || phone.country === "PK")) return phone.number;
  }
  return null;
}
