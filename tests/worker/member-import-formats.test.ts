import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportResult } from "../../worker/contract/member-import";
import { type ProgramFormat, programFormats } from "../fixtures/imports/program-formats";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

// Every text format Excel and Google Sheets write for a sheet imports, its encoding and separator
// read from the bytes (issue 20). The bytes come from tests/fixtures/imports/program-formats.ts.

let adminCookie = "";

beforeAll(async () => {
  const account = await signUp(uniqueEmail("formats-admin"), "Formats Admin");
  await makeAdmin(account.email);
  adminCookie = account.cookie;
});

function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("csvFile", new File([bytes], name));
  return callApi("/api/admin/import-members", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: adminCookie },
    body: form,
  });
}

type Stored = [
  email: string,
  firstName: string,
  lastName: string,
  phone: string | null,
  title: string | null,
  company: string | null,
  location: string | null,
];

async function stored(emails: string[]): Promise<Stored[]> {
  return await env.DB.prepare(
    `select u.email, m.first_name, m.last_name, m.phone_number, m.title, m.company, m.location
       from user u join members m on m.user_id = u.id
      where u.email in (${emails.map(() => "?").join(",")}) order by u.email`,
  )
    .bind(...emails)
    .raw<Stored>();
}

async function expectImported(
  format: ProgramFormat,
  found: { encoding: string; delimiter: string },
  members: Stored[],
) {
  const response = await upload(programFormats[format], format);
  expect(response.status).toBe(200);
  const result = (await response.json()) as ImportResult;
  expect(result).toMatchObject({ ...found, success: members.length, failed: 0, errors: [] });
  const sorted = [...members].sort((a, b) => a[0].localeCompare(b[0]));
  expect(await stored(sorted.map((member) => member[0]))).toEqual(sorted);
}

describe("the text formats Excel writes", () => {
  it('reads "CSV UTF-8 (Comma delimited)": BOM, commas and line breaks in quoted cells', async () => {
    await expectImported("excel-csv-utf8.csv", { encoding: "utf-8", delimiter: "," }, [
      ["imran.utf8@example.com", "عمران", "خان", "+966501234567", "Accountant", "SABIC, Jubail", "riyadh"],
      ["ayesha.utf8@example.com", "عائشہ", "ملک", null, "ٹیچر", "Nahdi\nMedical", "jeddah"],
    ]);
  });

  it('reads "CSV (Comma delimited)" in Windows-1252', async () => {
    await expectImported("excel-csv-windows-1252.csv", { encoding: "windows-1252", delimiter: "," }, [
      [
        "jose.1252@example.com",
        "José",
        "Peña",
        "+966501234567",
        "Ingénieur",
        "Société Générale, KSA",
        "riyadh",
      ],
      ["jurgen.1252@example.com", "Jürgen", "Müller", null, "Arzt", null, "dammam"],
    ]);
  });

  it('reads "CSV (Macintosh)": Mac Roman with CR line breaks', async () => {
    await expectImported("excel-csv-macintosh.csv", { encoding: "macintosh", delimiter: "," }, [
      ["francois.mac@example.com", "François", "Gonçalves", null, "Architecte", "Béton & Co", "jeddah"],
      ["jurgen.mac@example.com", "Jürgen", "Müller", "+966551234567", "Arzt", null, "khobar"],
    ]);
  });

  it('reads "CSV (MS-DOS)": the DOS code page', async () => {
    await expectImported("excel-csv-ms-dos.csv", { encoding: "cp850", delimiter: "," }, [
      ["jose.dos@example.com", "José", "Peña", null, "Ingeniero", "Añez", "riyadh"],
      ["jurgen.dos@example.com", "Jürgen", "Müller", null, "Arzt", "Françoise & Söhne", "jubail"],
    ]);
  });

  it('reads "Text (Tab delimited)": Windows-1252 with tabs, quoted quotes and line breaks', async () => {
    await expectImported("excel-text-tab.txt", { encoding: "windows-1252", delimiter: "\t" }, [
      ["jose.tab@example.com", "José", "Peña", "+966501234567", "Ingénieur", "Raza, Malik & Co", "riyadh"],
      ["hina.tab@example.com", "Hina", "Raza", null, 'Head of "Growth"', "Acme\nHoldings", "taif"],
    ]);
  });

  it('reads "Unicode Text": UTF-16 LE with tabs, Arabic and Urdu intact', async () => {
    await expectImported("excel-unicode-text.txt", { encoding: "utf-16le", delimiter: "\t" }, [
      ["imran.unicode@example.com", "عمران", "خان", "+923001234567", "محاسب", "SABIC, Jubail", "jubail"],
      ["ayesha.unicode@example.com", "عائشہ", "ملک", null, "ٹیچر", null, "jeddah"],
    ]);
  });

  it("reads the semicolon files of locales whose decimal mark is a comma", async () => {
    await expectImported("excel-csv-semicolon-1252.csv", { encoding: "windows-1252", delimiter: ";" }, [
      ["renee.semi@example.com", "Renée", "Dupont", null, "Médecin", "Dupont; Fils, Cie", "riyadh"],
      ["jurgen.semi@example.com", "Jürgen", "Müller", "+966551234567", "Arzt", null, "dammam"],
    ]);
    await expectImported("excel-csv-utf8-semicolon.csv", { encoding: "utf-8", delimiter: ";" }, [
      ["ayesha.semi@example.com", "عائشہ", "ملک", "+923001234567", "ٹیچر", "Aramco, Dhahran", "dhahran"],
      ["bilal.semi@example.com", "Bilal", "Ahmed", null, "Doctor", null, "riyadh"],
    ]);
  });
});

describe("the text formats Google Sheets and others write", () => {
  it("reads Google Sheets' CSV: UTF-8 without a BOM, no final line break", async () => {
    await expectImported("google-sheets.csv", { encoding: "utf-8", delimiter: "," }, [
      [
        "imran.sheets@example.com",
        "عمران",
        "خان",
        "+966501234567",
        "Accountant",
        "Raza, Malik & Co",
        "riyadh",
      ],
      [
        "zainab.sheets@example.com",
        "Zainab",
        "Hussain",
        null,
        'Head of "Growth"',
        "Acme\nHoldings",
        "riyadh",
      ],
    ]);
  });

  it("reads Google Sheets' TSV", async () => {
    await expectImported("google-sheets.tsv", { encoding: "utf-8", delimiter: "\t" }, [
      ["ayesha.tsv@example.com", "عائشہ", "ملک", "+923001234567", "ٹیچر", "STC, Riyadh", "riyadh"],
      ["usman.tsv@example.com", "Usman", "Tariq", null, "Engineer", null, "riyadh"],
    ]);
  });

  it("reads UTF-16 BE with a BOM", async () => {
    await expectImported("utf16-be.txt", { encoding: "utf-16be", delimiter: "\t" }, [
      ["fatimah.be@example.com", "فاطمة", "الزهراني", null, "طبيبة", null, "jeddah"],
      ["kamran.be@example.com", "Kamran", "Shah", "+966507654321", "Pharmacist", "Nahdi", "khobar"],
    ]);
  });

  it('follows a "sep=" first line, counting it as line 1', async () => {
    const text = "sep=;\r\nemail;firstName;company\r\nsep.line@example.com;Saad;A, B\r\nbroken;X;Y\r\n";
    const response = await upload(new TextEncoder().encode(text), "sep.csv");
    expect(await response.json()).toMatchObject({
      delimiter: ";",
      success: 1,
      errors: ['Line 4: "broken" is not a valid email address'],
    });
    expect(await stored(["sep.line@example.com"])).toEqual([
      ["sep.line@example.com", "Saad", null, null, null, "A, B", null],
    ]);
  });
});

describe("files that are not text", () => {
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string; details: Record<string, unknown> } }).error;

  it("refuses a zip that is not a readable workbook, and an OpenDocument sheet, saying what to save", async () => {
    // The start of every .xlsx: a zip archive's local file header, and nothing after it.
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0, 0x21, 0]);
    const response = await upload(xlsx, "members.xlsx");
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toMatch(
      /^This workbook cannot be read \(.+\)\. Save it as an Excel workbook \(\.xlsx\)/,
    );
    expect(error.message).toContain('"CSV UTF-8 (Comma delimited)"');
    expect(error.details).toEqual({ csvFile: "unreadable workbook" });
    // An .ods names its kind in the zip's first, stored entry.
    const header = new Uint8Array(30).fill(0);
    header.set([0x50, 0x4b, 0x03, 0x04]);
    const ods = new Uint8Array([
      ...header,
      ...new TextEncoder().encode("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"),
    ]);
    const refused = await errorOf(await upload(ods, "members.ods"));
    expect(refused.message).toMatch(
      /^This is an OpenDocument spreadsheet \(\.ods\)\. Save it as an Excel workbook/,
    );
    expect(refused.details).toEqual({ csvFile: "workbook" });
  });

  it("refuses an old .xls and any other binary file", async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const old = await errorOf(await upload(xls, "members.xls"));
    expect(old.message).toMatch(
      /^This is an Excel 97-2003 workbook \(\.xls\)\. In Excel choose File > Save As/,
    );
    expect(old.details).toEqual({ csvFile: "workbook" });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);
    const response = await upload(png, "photo.png");
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toMatch(/^This is not a text file\. In Excel choose File > Save As/);
    expect(error.details).toEqual({ csvFile: "not text" });
  });
});
