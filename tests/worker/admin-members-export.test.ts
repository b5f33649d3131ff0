// The members exports (issue 32): the CSV opens right in Excel (BOM, phones as text, formulas guarded)
// and carries the profile, membership and PDPL consent columns; the .xlsx has the same rows, and both
// hold a few thousand members in workerd.
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { send } from "./accounts-helpers";
import { admin, DAY_MS, riyadhDay, seedMembers, token } from "./admin-members-helpers";

const HEADER = [
  "Name",
  "Email",
  "Phone",
  "Company",
  "Title",
  "City",
  "Tier",
  "Valid until",
  "Membership",
  "Membership ID",
  "Joined",
  "Language",
  "Role",
  "Onboarding",
  "Status",
  "Last active",
  "Consent: Terms",
  "Consent: Terms (date)",
  "Consent: Privacy policy",
  "Consent: Privacy policy (date)",
  "Consent: Data processing",
  "Consent: Data processing (date)",
  "Consent: Marketing",
  "Consent: Marketing (date)",
  "Consent: Profile sharing",
  "Consent: Profile sharing (date)",
  "Consent: Announcements",
  "Consent: Announcements (date)",
  "Consent: Tender alerts",
  "Consent: Tender alerts (date)",
];

async function csvOf(cookie: string, query: string) {
  const response = await send("GET", `/api/admin/members.csv?${query}`, cookie);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes) };
}

const parsed = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("GET /api/admin/members.csv", () => {
  it("starts with the BOM and writes phones as text, Arabic names, days in Riyadh and each consent's latest record", async () => {
    const { cookie } = await admin();
    const tag = token();
    const validUntil = new Date(Date.now() + 40 * DAY_MS).toISOString();
    await seedMembers([
      {
        first: "عائشة",
        last: tag,
        email: `aisha-${tag}@example.com`,
        phone: "+966501234567",
        company: "Aramco, Dhahran",
        title: "Engineer",
        city: "khobar",
        tier: "premium",
        validUntil,
        language: "ar",
        membershipId: "SPPC-20260301-0042",
        // 21:30 UTC is already the next day in Riyadh.
        joined: "2026-02-28T21:30:00.000Z",
        consents: [
          ["terms", true, "2026-02-28T21:30:00.000Z"],
          ["privacy", true, "2026-02-28T21:30:00.000Z"],
          ["marketing", true, "2026-03-01T10:00:00.000Z"],
          ["marketing", false, "2026-04-02T10:00:00.000Z"],
        ],
      },
      {
        first: '=HYPERLINK("http://x")',
        last: tag,
        email: `zz-${tag}@example.com`,
        phone: "+1 (202) not a number",
        city: "Lahore Cantt",
        joined: "2026-01-01T09:00:00.000Z",
      },
    ]);
    const { response, bytes, text } = await csvOf(cookie, `q=${tag}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sppc-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")[1]).toMatch(/^عائشة Zq\w+,aisha-/);
    // The phone as Excel reads it: a formula whose result is the text, quoted by RFC 4180.
    expect(text).toContain(`,"=""+966501234567""",`);

    const [header, aisha, other, ...rest] = parsed(text);
    expect(rest).toEqual([]);
    expect(header).toEqual(HEADER);
    const cell = (row: string[] | undefined, name: string) => row?.[HEADER.indexOf(name)];
    expect(cell(aisha, "Name")).toBe(`عائشة ${tag}`);
    expect(cell(aisha, "Phone")).toBe('="+966501234567"');
    expect(cell(aisha, "Company")).toBe("Aramco, Dhahran");
    expect(cell(aisha, "City")).toBe("Khobar");
    expect(cell(aisha, "Tier")).toBe("premium");
    expect(cell(aisha, "Valid until")).toBe(riyadhDay(Date.parse(validUntil)));
    expect(cell(aisha, "Membership")).toBe("valid");
    expect(cell(aisha, "Membership ID")).toBe("SPPC-20260301-0042");
    expect(cell(aisha, "Joined")).toBe("2026-03-01");
    expect(cell(aisha, "Language")).toBe("ar");
    expect(cell(aisha, "Consent: Terms")).toBe("granted");
    expect(cell(aisha, "Consent: Terms (date)")).toBe("2026-03-01");
    // The latest record of the ledger: granted, then withdrawn.
    expect(cell(aisha, "Consent: Marketing")).toBe("withdrawn");
    expect(cell(aisha, "Consent: Marketing (date)")).toBe("2026-04-02");
    expect(cell(aisha, "Consent: Profile sharing")).toBe("");

    // Anything else that starts like a formula is neutralised, a phone we did not normalise included.
    expect(cell(other, "Name")).toBe(`'=HYPERLINK("http://x") ${tag}`);
    expect(cell(other, "Phone")).toBe("'+1 (202) not a number");
    expect(cell(other, "City")).toBe("Lahore Cantt");
    expect(cell(other, "Valid until")).toBe("");
    expect(cell(other, "Consent: Terms")).toBe("");
  });

  it("follows the list's filters and sort", async () => {
    const { cookie } = await admin();
    const tag = token();
    const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
    await seedMembers([
      { first: `${tag}Late`, tier: "premium", validUntil: at(25), language: "ur" },
      { first: `${tag}Soon`, tier: "premium", validUntil: at(5), language: "ur" },
      { first: `${tag}Far`, tier: "premium", validUntil: at(200), language: "ur" },
      { first: `${tag}English`, tier: "premium", validUntil: at(6) },
    ]);
    const { text } = await csvOf(cookie, `q=${tag}&expiresWithin=30&language=ur&sort=validUntil`);
    expect(parsed(text).map((row) => row[0])).toEqual(["Name", `${tag}Soon`, `${tag}Late`]);
    expect((await send("GET", "/api/admin/members.csv?city=Atlantis", cookie)).status).toBe(422);
  });
});

describe("GET /api/admin/members.xlsx", () => {
  it("answers a workbook of the same rows, phones as text", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers([{ first: "فاطمہ", last: tag, phone: "+923001234567", city: "riyadh" }]);
    const response = await send("GET", `/api/admin/members.xlsx?q=${tag}`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sppc-members-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    expect(sheet).toContain(`<t>فاطمہ ${tag}</t>`);
    // The phone is a text cell formatted as text (style 2 is "@").
    expect(sheet).toMatch(/<c r="C2" s="2" t="inlineStr"><is><t>\+923001234567<\/t><\/is><\/c>/);
    expect(sheet).toContain("<t>Consent: Marketing (date)</t>");
    expect(strFromU8(files["xl/workbook.xml"] ?? new Uint8Array())).toContain('name="Members"');
  });

  it("writes 5,500 members as one CSV and as one .xlsx, inside workerd", async () => {
    const { cookie } = await admin();
    const tag = token();
    // Straight SQL, many rows a statement: the point is the export, not the seeding.
    const ids = Array.from({ length: 5500 }, (_, index) => ({ id: crypto.randomUUID(), index }));
    for (let start = 0; start < ids.length; start += 500) {
      const slice = ids.slice(start, start + 500);
      const joined = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
      await env.DB.batch([
        env.DB.prepare(
          `insert into user (id, name, email, email_verified, created_at, updated_at) values ${slice
            .map(
              ({ id, index }) =>
                `('${id}', 'Bulk ${tag} ${index}', 'bulk-${tag}-${index}@example.com', 0, 0, 0)`,
            )
            .join(", ")}`,
        ),
        env.DB.prepare(
          `insert into members (user_id, first_name, last_name, phone_number, company, location, created_at) values ${slice
            .map(
              ({ id, index }) =>
                `('${id}', 'بلال', '${tag} ${index}', '+9665${String(index).padStart(8, "0")}', 'Company ${index}', 'riyadh', '${joined(index)}')`,
            )
            .join(", ")}`,
        ),
      ]);
    }
    const { text } = await csvOf(cookie, `q=${tag}&sort=joined&dir=asc`);
    const rows = parsed(text);
    expect(rows).toHaveLength(5501);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(5500);

    const response = await send("GET", `/api/admin/members.xlsx?q=${tag}&sort=joined&dir=asc`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sppc-members-[\d-]+\.xlsx"$/,
    );
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await response.arrayBuffer()))["xl/worksheets/sheet1.xml"] ?? new Uint8Array(),
    );
    // The header and every member, in the list's order, across the export's chunks of 1,000.
    const names = [...sheet.matchAll(/<row r="(\d+)"><c r="A\1" t="inlineStr"><is><t>([^<]*)<\/t>/g)];
    expect(names).toHaveLength(5500);
    expect(names.map(([, row]) => Number(row))).toEqual(ids.map(({ index }) => index + 2));
    expect(names.map(([, , name]) => name)).toEqual(ids.map(({ index }) => `بلال ${tag} ${index}`));
    expect(sheet.match(/<row /g)).toHaveLength(5501);
    expect(sheet.endsWith("</sheetData></worksheet>")).toBe(true);
  });
});
