/**
 * Spreadsheet apps run cells starting with these as formulas (CSV injection); a leading single
 * quote makes them plain text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  // RFC 4180: quote cells holding a comma, quote or line break; double the quotes inside.
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined by CRLF as RFC 4180 says; the first row is the header. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
