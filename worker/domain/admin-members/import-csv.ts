import { parsePhoneNumberFromString } from "libphonenumber-js";
import Papa from "papaparse";

/** The spec's columns, plus a full name some systems export instead of first and last names. */
export type ImportField =
  | "firstName"
  | "lastName"
  | "fullName"
  | "email"
  | "phoneNumber"
  | "title"
  | "company"
  | "location";

/**
 * Header names as people write them, compared after lower-casing and dropping everything but letters
 * and digits ("First Name", "first_name" and "FIRSTNAME" are all "firstname").
 */
const headerAliases: Record<ImportField, string[]> = {
  firstName: ["firstname", "first", "givenname", "forename", "fname"],
  lastName: ["lastname", "last", "surname", "familyname", "lname"],
  fullName: ["name", "fullname", "membername"],
  email: ["email", "emailaddress", "mail", "emailid", "workemail"],
  phoneNumber: [
    "phone",
    "phonenumber",
    "mobile",
    "mobilenumber",
    "mobilephone",
    "cell",
    "cellphone",
    "telephone",
    "tel",
    "whatsapp",
    "contactnumber",
  ],
  title: ["jobtitle", "title", "position", "designation", "profession", "role"],
  company: [
    "company",
    "companyname",
    "organisation",
    "organization",
    "employer",
    "organisationname",
    "organizationname",
  ],
  location: ["location", "city", "town", "cityoflocation"],
};

const fieldByHeader = new Map(
  Object.entries(headerAliases).flatMap(([field, names]) =>
    names.map((name) => [name, field as ImportField]),
  ),
);

export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Which column holds which field; the first column wins when two mean the same thing. */
export function mapHeader(cells: string[]): Map<ImportField, number> {
  const columns = new Map<ImportField, number>();
  cells.forEach((cell, index) => {
    const field = fieldByHeader.get(headerKey(cell));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

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

const emailShape = /^[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]{2,}$/;

export type MemberRow = {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  title: string | null;
  company: string | null;
  location: string | null;
};

export type RowCheck =
  | { ok: true; row: MemberRow }
  | { ok: false; line: number; email: string; firstName: string; lastName: string; reason: string };

/** One record checked against the rules: a valid email is required, a phone must be Saudi or Pakistani. */
export function checkRecord(
  record: CsvRecord,
  columns: Map<ImportField, number>,
  headerWidth: number,
): RowCheck {
  const cell = (field: ImportField) => {
    const index = columns.get(field);
    return index === undefined ? "" : (record.cells[index] ?? "");
  };
  let firstName = cell("firstName");
  let lastName = cell("lastName");
  if (!firstName && !lastName && cell("fullName")) {
    const [first = "", ...rest] = cell("fullName").split(/\s+/);
    firstName = first;
    lastName = rest.join(" ");
  }
  const rawEmail = cell("email");
  const email = rawEmail.toLowerCase();
  const fail = (reason: string): RowCheck => ({
    ok: false,
    line: record.line,
    email,
    firstName,
    lastName,
    reason,
  });
  if (record.problem) return fail(record.problem);
  const extra = record.cells.slice(headerWidth).filter((value) => value !== "");
  if (extra.length > 0) return fail(`${record.cells.length} cells where the header has ${headerWidth}`);
  if (!email) return fail("the email is missing");
  if (!emailShape.test(email) || email.length > 254)
    return fail(`"${rawEmail}" is not a valid email address`);
  const rawPhone = cell("phoneNumber");
  const phoneNumber = rawPhone ? normalisePhone(rawPhone) : null;
  if (rawPhone && !phoneNumber) return fail(`"${rawPhone}" is not a valid Saudi or Pakistani phone number`);
  const optional = (field: ImportField) => cell(field).slice(0, 200) || null;
  return {
    ok: true,
    row: {
      line: record.line,
      email,
      firstName: firstName.slice(0, 100),
      lastName: lastName.slice(0, 100),
      phoneNumber,
      title: optional("title"),
      company: optional("company"),
      location: optional("location"),
    },
  };
}
