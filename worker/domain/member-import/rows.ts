import { type MemberCity, matchCity } from "../../contract/cities";
import type { Language, MembershipTierId } from "../../contract/enums";
import type { ImportField } from "../../contract/member-import";
import type { CsvRecord } from "./parse-csv";
import { normalisePhone } from "./parse-csv";
import type { RowProblem } from "./reasons";
import { readSheetDate } from "./sheet-dates";
import { languageOfName, readLanguage, readMembershipNumber, readTier, type TierWords } from "./values";

/** A row of the sheet as it will be stored. Days are YYYY-MM-DD (Riyadh calendar days). */
export type MemberRow = {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  title: string | null;
  company: string | null;
  location: MemberCity | null;
  /** null: the sheet says nothing (a new member is Basic; an existing one keeps theirs). */
  tier: MembershipTierId | null;
  validUntil: string | null;
  membershipNumber: string | null;
  joinedOn: string | null;
  /** The sheet's language column, when it has one. */
  language: Language | null;
  /** The member's language for their welcome and every later mail: the column, else their name's script. */
  welcomeLanguage: Language;
};

export type RowCheck =
  | { ok: true; row: MemberRow }
  | { ok: false; line: number; email: string; firstName: string; lastName: string; problem: RowProblem };

export type RowContext = { tiers: TierWords; today: string };

const emailShape = /^[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]{2,}$/;

/**
 * One record checked against the rules: a valid email is required; a phone must be Saudi or
 * Pakistani; a tier, date, number, city or language the sheet gives must be readable. The first
 * problem found refuses the row (nothing of it is written).
 */
export function checkRecord(
  record: CsvRecord,
  columns: Map<ImportField, number>,
  headerWidth: number,
  context: RowContext,
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
  const fail = (problem: RowProblem): RowCheck => ({
    ok: false,
    line: record.line,
    email,
    firstName,
    lastName,
    problem,
  });
  if (record.problem) return fail({ code: "unclosed-quote" });
  const extra = record.cells.slice(headerWidth).filter((value) => value !== "");
  if (extra.length > 0) return fail({ code: "extra-cells", cells: record.cells.length, header: headerWidth });
  if (!email) return fail({ code: "email-missing" });
  if (!emailShape.test(email) || email.length > 254) return fail({ code: "email-invalid", value: rawEmail });
  const rawPhone = cell("phoneNumber");
  const phoneNumber = rawPhone ? normalisePhone(rawPhone) : null;
  if (rawPhone && !phoneNumber) return fail({ code: "phone-invalid", value: rawPhone });

  const rawTier = cell("tier");
  const tier = rawTier ? readTier(rawTier, context.tiers) : null;
  if (rawTier && !tier) return fail({ code: "tier-unknown", value: rawTier, known: context.tiers.known });
  const day = (column: "validUntil" | "joinedOn") => {
    const raw = cell(column);
    return { raw, day: raw ? readSheetDate(raw) : null };
  };
  const validUntil = day("validUntil");
  if (validUntil.raw && !validUntil.day)
    return fail({ code: "date-unreadable", column: "validUntil", value: validUntil.raw });
  const joined = day("joinedOn");
  if (joined.raw && !joined.day)
    return fail({ code: "date-unreadable", column: "joinedOn", value: joined.raw });
  if (joined.day && joined.day > context.today) return fail({ code: "joined-in-future", value: joined.day });
  const rawNumber = cell("membershipNumber");
  const membershipNumber = rawNumber ? readMembershipNumber(rawNumber) : null;
  if (rawNumber && !membershipNumber) return fail({ code: "number-invalid", value: rawNumber });
  const rawCity = cell("location");
  const location = rawCity ? matchCity(rawCity) : null;
  if (rawCity && !location) return fail({ code: "city-unknown", value: rawCity });
  const rawLanguage = cell("language");
  const language = rawLanguage ? readLanguage(rawLanguage) : null;
  if (rawLanguage && !language) return fail({ code: "language-unknown", value: rawLanguage });

  const optional = (field: ImportField) => cell(field).slice(0, 200) || null;
  const names = { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
  return {
    ok: true,
    row: {
      line: record.line,
      email,
      ...names,
      phoneNumber,
      title: optional("title"),
      company: optional("company"),
      location,
      tier,
      validUntil: validUntil.day,
      membershipNumber,
      joinedOn: joined.day,
      language,
      welcomeLanguage: language ?? languageOfName(names.firstName, names.lastName),
    },
  };
}

/** In-file duplicates (a sequential pass: "later" means later in the file): emails, then kept numbers. */
export function markDuplicates(checks: RowCheck[]): RowCheck[] {
  const emailLine = new Map<string, number>();
  const numberLine = new Map<string, number>();
  return checks.map((check) => {
    if (!check.ok) return check;
    const { row } = check;
    const fail = (problem: RowProblem): RowCheck => ({ ...row, ok: false, problem });
    const earlier = emailLine.get(row.email);
    if (earlier !== undefined) return fail({ code: "email-duplicate", line: earlier });
    emailLine.set(row.email, row.line);
    if (row.membershipNumber) {
      const numberKey = row.membershipNumber.toUpperCase();
      const sameNumber = numberLine.get(numberKey);
      if (sameNumber !== undefined)
        return fail({ code: "number-duplicate", value: row.membershipNumber, line: sameNumber });
      numberLine.set(numberKey, row.line);
    }
    return check;
  });
}
