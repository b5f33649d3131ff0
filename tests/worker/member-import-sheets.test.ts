import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportResult } from "../../worker/contract/member-import";
import { memberSheetTextFixtures } from "../fixtures/imports/member-sheet";
import memberSheetXlsx from "../fixtures/imports/member-sheet.xlsx?inline";
import memberSheetArXlsx from "../fixtures/imports/member-sheet-ar.xlsx?inline";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

// Issue 32: one community's real sheet (tests/fixtures/imports/README.md) imports the same whichever
// program saved it: LibreOffice's .xlsx with English or Arabic headers (date cells, numbers typed as
// numbers), Excel's "CSV UTF-8" and Excel's "Unicode Text" (UTF-16, tabs, serials and Hijri dates).

let adminCookie = "";
beforeAll(async () => {
  const admin = await signUp(uniqueEmail("sheets-admin"), "Farah Admin");
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
});

const fromDataUrl = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (char) => char.charCodeAt(0));

const sheets: [name: string, bytes: Uint8Array, format: "csv" | "xlsx"][] = [
  ["member-sheet.xlsx", fromDataUrl(memberSheetXlsx), "xlsx"],
  ["member-sheet-ar.xlsx", fromDataUrl(memberSheetArXlsx), "xlsx"],
  ["member-sheet-excel-utf8.csv", memberSheetTextFixtures["member-sheet-excel-utf8.csv"], "csv"],
  ["member-sheet-unicode-text.txt", memberSheetTextFixtures["member-sheet-unicode-text.txt"], "csv"],
];

/** What each of the sheet's eight members is once imported: email, phone, city, tier, end day, number, since, language. */
const expected = [
  [
    "ayesha.siddiqui@example.com",
    "+966501234567",
    "riyadh",
    "premium",
    "2027-03-31",
    "SPPC-20190314-0042",
    "2019-03-14",
    "en",
  ],
  ["imran.khan@example.com", "+923001234567", "riyadh", "basic", null, "PK-00123", "2021-06-01", "ur"],
  [
    "fatima.malik@example.com",
    "+966551234567",
    "riyadh",
    "executive",
    "2027-03-11",
    "1234",
    "2020-01-15",
    "ur",
  ],
  [
    "bilal.ahmed@example.com",
    "+966507654321",
    "khobar",
    "premium",
    "2028-01-15",
    "SPPC-20230105-1187",
    "2023-01-05",
    "en",
  ],
  ["hina.raza@example.com", "+966551112233", "riyadh", "basic", null, "PK-00456", "2024-11-20", "ur"],
  [
    "usman.tariq@example.com",
    "+966543210987",
    "jeddah",
    "executive",
    "2027-09-01",
    "SPPC-20220901-0007",
    "2022-09-01",
    "en",
  ],
  [
    "zainab.hussain@example.com",
    "+966501230000",
    "dammam",
    "premium",
    "2027-12-31",
    "PK-00789",
    "2018-02-11",
    "ar",
  ],
  ["kamran.shah@example.com", null, "dammam", "basic", null, /^SPPC-20251001-\d{4}$/, "2025-10-01", "ur"],
] as const;

const riyadhDay = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10) : null;

type Stored = {
  email: string;
  phone: string | null;
  city: string | null;
  tier: string;
  until: string | null;
  number: string;
  since: string;
  language: string;
};

async function storedRows(): Promise<Stored[]> {
  const emails = expected.map(([email]) => email);
  const { results } = await env.DB.prepare(
    `select u.email, m.phone_number as phone, m.location as city, m.membership_tier as tier,
            m.membership_valid_until as until, m.membership_id as number, m.membership_since as since,
            m.preferred_language as language
       from user u join members m on m.user_id = u.id
      where u.email in (${emails.map(() => "?").join(",")})`,
  )
    .bind(...emails)
    .all<Stored>();
  return emails.map((email) => results.find((row) => row.email === email) as Stored);
}

describe("one community's sheet, saved by each program", () => {
  for (const [name, bytes, format] of sheets) {
    it(`imports all eight members of ${name} with everything the sheet says`, async () => {
      const form = new FormData();
      form.set("csvFile", new File([bytes as Uint8Array<ArrayBuffer>], name));
      const response = await callApi("/api/admin/import-members", {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: adminCookie },
        body: form,
      });
      expect(response.status).toBe(200);
      const result = (await response.json()) as ImportResult;
      expect(result).toMatchObject({ format, created: 8, failed: 0, errors: [], unknownColumns: [] });
      expect(result.columns.filter((column) => column.field === null)).toEqual([]);

      const rows = await storedRows();
      rows.forEach((row, index) => {
        const [email, phone, city, tier, until, number, since, language] = expected[index] ?? [];
        expect({ ...row, until: riyadhDay(row.until), since: riyadhDay(row.since) }).toMatchObject({
          email,
          phone,
          city,
          tier,
          until,
          since,
          language,
        });
        if (number instanceof RegExp) expect(row.number).toMatch(number);
        else expect(row.number).toBe(number);
      });
      // The next program's file makes the same members again.
      await env.DB.prepare(`delete from user where email in (${expected.map(() => "?").join(",")})`)
        .bind(...expected.map(([email]) => email))
        .run();
    });
  }
});
