/**
 * Spreadsheet apps run cells starting with these as formulas (CSV injection); a leading single
 * quote makes them plain text.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark (Arabic and Urdu names). */
export const UTF8_BOM = "\uFEFF";

/** A number as our forms and the member import store it (E.164): a plus and digits only. */
const e164 = /^\+[1-9]\d{6,14}$/;

/** RFC 4180: quote cells holding a comma, quote or line break; double the quotes inside. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return quoted(text);
}

/**
 * A phone number we stored in E.164: written `="+966501234567"`, which Excel and LibreOffice show as the
 * text +966501234567 (no apostrophe, no number that loses its plus and leading digits). The formula can
 * hold nothing but that number; any other text goes through csvCell's guard.
 */
export function csvPhoneCell(value: string | null | undefined): string {
  return value && e164.test(value) ? quoted(`="${value}"`) : csvCell(value);
}

/** Rows joined by CRLF as RFC 4180 says; the first row is the header. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
