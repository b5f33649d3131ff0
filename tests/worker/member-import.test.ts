import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ImportHistoryPage,
  type ImportResult,
  type ImportRun,
  MAX_IMPORT_BYTES,
} from "../../worker/contract/member-import";
import { createDb } from "../../worker/db/client";
import { memberImportErrors, members, user } from "../../worker/db/schema";
import { insertsOf } from "../../worker/domain/member-import/run-import";
import { passwordlessAccountRows } from "../../worker/domain/membership/passwordless-account";
import { generatedCsv, type ImportFixtureName, importFixtures } from "../fixtures/imports/fixtures";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

let adminCookie = "";

beforeAll(async () => {
  const account = await signUp(uniqueEmail("import-admin"), "Farah Importer");
  await makeAdmin(account.email);
  adminCookie = account.cookie;
});

function upload(
  bytes: Uint8Array,
  options: { name?: string; duplicateMode?: string; importId?: string; cookie?: string } = {},
) {
  const form = new FormData();
  form.set("csvFile", new File([bytes], options.name ?? "members.csv", { type: "text/csv" }));
  if (options.duplicateMode) form.set("duplicateMode", options.duplicateMode);
  if (options.importId) form.set("importId", options.importId);
  return callApi("/api/admin/import-members", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: options.cookie ?? adminCookie },
    body: form,
  });
}

async function importFixture(name: ImportFixtureName, duplicateMode?: string) {
  const response = await upload(importFixtures[name], { name, duplicateMode });
  expect(response.status).toBe(200);
  return (await response.json()) as ImportResult;
}

type StoredMember = {
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  title: string | null;
  company: string | null;
  location: string | null;
};

async function stored(emails: string[]): Promise<StoredMember[]> {
  const { results } = await env.DB.prepare(
    `select u.email, u.name, m.first_name, m.last_name, m.phone_number, m.title, m.company, m.location
       from user u join members m on m.user_id = u.id
      where u.email in (${emails.map(() => "?").join(",")}) order by u.email`,
  )
    .bind(...emails)
    .all<StoredMember>();
  return results;
}

const member = (
  email: string,
  first: string,
  last: string,
  phone: string | null,
  title: string | null,
  company: string | null,
  location: string | null,
): StoredMember => ({
  email,
  name: [first, last].filter(Boolean).join(" "),
  first_name: first || null,
  last_name: last || null,
  phone_number: phone,
  title,
  company,
  location,
});

describe("the member import's file shapes", () => {
  it("runs in a workerd whose TextDecoder knows Windows-1256 and UTF-16 BE", () => {
    expect(new TextDecoder("windows-1256").decode(new Uint8Array([0xc7, 0xe1]))).toBe("ال");
    expect(new TextDecoder("utf-16be").decode(new Uint8Array([0, 0x41]))).toBe("A");
  });

  it("reads Excel's UTF-8 with a BOM and CRLF, with spaced header names and local phone numbers", async () => {
    const result = await importFixture("excel-utf8-bom-crlf.csv");
    expect(result).toMatchObject({ success: 3, failed: 0, errors: [], encoding: "utf-8", delimiter: "," });
    expect(result.imported.map((item) => [item.email, item.status])).toEqual([
      ["ayesha.siddiqui@example.com", "success"],
      ["imran.khan@example.com", "success"],
      ["bilal.ahmed@example.com", "success"],
    ]);
    expect(
      await stored(["ayesha.siddiqui@example.com", "imran.khan@example.com", "bilal.ahmed@example.com"]),
    ).toEqual([
      member(
        "ayesha.siddiqui@example.com",
        "Ayesha",
        "Siddiqui",
        "+966501234567",
        "Civil Engineer",
        "Saudi Aramco",
        "dhahran",
      ),
      member("bilal.ahmed@example.com", "Bilal", "Ahmed", null, "Doctor", null, "riyadh"),
      member("imran.khan@example.com", "عمران", "خان", "+923001234567", "Accountant", "SABIC", "jubail"),
    ]);
  });

  it("decodes Windows-1256 (Arabic Excel)", async () => {
    const result = await importFixture("arabic-windows-1256.csv");
    expect(result).toMatchObject({ success: 2, failed: 0, errors: [], encoding: "windows-1256" });
    expect(await stored(["mohammed.otaibi@example.com", "fatimah.zahrani@example.com"])).toEqual([
      member("fatimah.zahrani@example.com", "فاطمة", "الزهراني", "+966501112233", "طبيبة", null, "jeddah"),
      member("mohammed.otaibi@example.com", "محمد", "العتيبي", "+966551234567", "مهندس", "أرامكو", "riyadh"),
    ]);
  });

  it("decodes UTF-16 LE with a BOM, and Pakistani numbers without a country code", async () => {
    const result = await importFixture("utf16le-bom.csv");
    expect(result).toMatchObject({ success: 2, failed: 0, errors: [], encoding: "utf-16le" });
    expect(await stored(["ayesha.malik@example.com", "usman.tariq@example.com"])).toEqual([
      member("ayesha.malik@example.com", "عائشہ", "ملک", "+923001234567", "ٹیچر", null, "jeddah"),
      member("usman.tariq@example.com", "Usman", "Tariq", "+923217654321", "Engineer", "STC", "riyadh"),
    ]);
  });

  it("reads UTF-16 without a BOM from its NUL bytes", async () => {
    const text = "email,firstName\r\nno.bom.utf16@example.com,Rabia\r\n";
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) bytes[i * 2] = text.charCodeAt(i);
    const response = await upload(bytes);
    expect(await response.json()).toMatchObject({ success: 1, encoding: "utf-16le" });
    expect(await stored(["no.bom.utf16@example.com"])).toEqual([
      member("no.bom.utf16@example.com", "Rabia", "", null, null, null, null),
    ]);
  });

  it("reads semicolon-separated files with commas inside cells", async () => {
    const result = await importFixture("semicolon.csv");
    expect(result).toMatchObject({ success: 2, failed: 0, errors: [], delimiter: ";" });
    expect(await stored(["hina.raza@example.com", "kamran.shah@example.com"])).toEqual([
      member(
        "hina.raza@example.com",
        "Hina",
        "Raza",
        "+966507654321",
        "Architect",
        "Raza, Malik & Co",
        "riyadh",
      ),
      member("kamran.shah@example.com", "Kamran", "Shah", null, "Pharmacist", "Nahdi", "khobar"),
    ]);
  });

  it("keeps quoted commas, quotes and line breaks, and counts physical lines in errors", async () => {
    const result = await importFixture("quoted-multiline.csv");
    expect(result).toMatchObject({
      success: 2,
      failed: 1,
      errors: ['Line 7: "not-an-email" is not a valid email address'],
    });
    expect(result.imported.map((item) => [item.line, item.status])).toEqual([
      [2, "success"],
      [4, "success"],
      [7, "failed"],
    ]);
    expect(await stored(["zainab.hussain@example.com", "omar.farooq@example.com"])).toEqual([
      member("omar.farooq@example.com", "Omar", "Farooq", null, "Engineer, Senior", "Tech", "jeddah"),
      member(
        "zainab.hussain@example.com",
        "Zainab",
        "Hussain",
        "+966501230000",
        'Head of "Growth"',
        "Acme\nHoldings, Riyadh Branch",
        "riyadh",
      ),
    ]);
  });

  it("matches header variants, splitting a full-name column", async () => {
    const result = await importFixture("header-variants.csv");
    expect(result).toMatchObject({ success: 2, failed: 0, errors: [] });
    expect(await stored(["nadia.baig@example.com", "faisal@example.com"])).toEqual([
      member("faisal@example.com", "Faisal", "", "+923211112222", "Trader", null, "dammam"),
      member(
        "nadia.baig@example.com",
        "Nadia",
        "Karim Baig",
        "+966550001111",
        "Lawyer",
        "Baig Legal",
        "riyadh",
      ),
    ]);
  });

  it("skips blank lines and reports each broken row with its line and reason", async () => {
    const result = await importFixture("blank-and-malformed.csv");
    expect(result.errors).toEqual([
      "Line 5: the email is missing",
      'Line 6: "bad@@example" is not a valid email address',
      'Line 7: "12345" is not a valid Saudi or Pakistani phone number',
      "Line 8: 8 cells where the header has 7",
      "Line 10: a quoted cell is never closed",
    ]);
    expect(result).toMatchObject({ success: 2, failed: 5, totalRows: 7 });
    expect(
      await stored([
        "tariq.mehmood@example.com",
        "last.good@example.com",
        "bad.phone@example.com",
        "too.many@example.com",
        "broken.quote@example.com",
      ]),
    ).toEqual([
      member("last.good@example.com", "Last", "Good", null, null, null, "taif"),
      member("tariq.mehmood@example.com", "Tariq", "Mehmood", "+966509998888", "Driver", null, "riyadh"),
    ]);
  });

  it("refuses a file without an email column, and an empty one", async () => {
    const noEmail = await upload(new TextEncoder().encode("name,phone\nAli,0501234567\n"));
    expect(noEmail.status).toBe(422);
    expect(((await noEmail.json()) as { error: { message: string } }).error.message).toBe(
      "The file has no email column (its header is: name, phone)",
    );
    const empty = await upload(new Uint8Array());
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe("The file is empty");
  });

  it("refuses files over 12 MB with 413", async () => {
    const response = await upload(new Uint8Array(MAX_IMPORT_BYTES + 1).fill(0x61));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "The file is larger than 12 MB; split it into smaller files",
    );
  });
});

describe("duplicates", () => {
  it("never creates a member twice: within the file, against accounts, and on a second run", async () => {
    await signUp("existing.member@example.com", "Existing Member");
    const first = await importFixture("duplicates.csv");
    expect(first).toMatchObject({
      success: 1,
      failed: 2,
      skipped: 1,
      errors: ["Line 3: duplicate of line 2", "Line 4: duplicate of line 2"],
    });
    expect(first.imported.map((item) => [item.line, item.email, item.status])).toEqual([
      [2, "sara.javed@example.com", "success"],
      [3, "sara.javed@example.com", "failed"],
      [4, "sara.javed@example.com", "failed"],
      [5, "existing.member@example.com", "skipped"],
    ]);
    const existing = await stored(["existing.member@example.com"]);
    expect(existing[0]).toMatchObject({ phone_number: null, company: null });

    const again = await importFixture("duplicates.csv");
    expect(again).toMatchObject({ success: 0, skipped: 2 });
    const { results } = await env.DB.prepare(
      "select count(*) as n from user where lower(email) in ('sara.javed@example.com', 'existing.member@example.com')",
    ).all<{ n: number }>();
    expect(results[0]?.n).toBe(2);
  });

  it("updates existing members' profiles in update mode, never their email, role or tier", async () => {
    const result = await importFixture("duplicates.csv", "update");
    expect(result).toMatchObject({ success: 0, updated: 2, failed: 2 });
    const [row] = await stored(["existing.member@example.com"]);
    expect(row).toEqual({
      email: "existing.member@example.com",
      name: "Existing Member",
      first_name: "Existing",
      last_name: "Member",
      phone_number: "+966501234000",
      title: "Director",
      company: "New Co",
      location: "makkah",
    });
    const roles = await env.DB.prepare(
      "select role, membership_tier from members where user_id = (select id from user where email = ?)",
    )
      .bind("existing.member@example.com")
      .first();
    expect(roles).toEqual({ role: "member", membership_tier: "basic" });
  });

  it("creates password-less, unverified, imported accounts", async () => {
    const row = await env.DB.prepare(
      `select u.email_verified, m.imported_at, (select count(*) from account a where a.user_id = u.id) as accounts
         from user u join members m on m.user_id = u.id where u.email = 'sara.javed@example.com'`,
    ).first<{ email_verified: number; imported_at: string | null; accounts: number }>();
    expect(row).toMatchObject({ email_verified: 0, accounts: 0 });
    expect(row?.imported_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe("runs, progress, history, error reports and audit", () => {
  it("keeps every insert under D1's 100 bound parameters, with several rows per statement", () => {
    const db = createDb(env.DB);
    const rows = Array.from({ length: 200 }, (_, i) =>
      passwordlessAccountRows({
        email: `p${i}@example.com`,
        firstName: "A",
        lastName: "B",
        phoneNumber: "+966501234567",
        title: "T",
        company: "C",
        location: "L",
        importedAt: "2026-01-01T00:00:00.000Z",
      }),
    );
    const errors = rows.map((_, line) => ({ importId: "x", line, email: "e", reason: "r" }));
    for (const statements of [
      insertsOf(rows, (part) => db.insert(user).values(part.map((r) => r.user))),
      insertsOf(rows, (part) => db.insert(members).values(part.map((r) => r.member))),
      insertsOf(errors, (part) => db.insert(memberImportErrors).values(part)),
    ]) {
      const params = statements.map(
        (statement) => (statement as unknown as { toSQL(): { params: unknown[] } }).toSQL().params.length,
      );
      expect(Math.max(...params)).toBeLessThanOrEqual(100);
      expect(statements.length).toBeLessThan(200 / 3);
    }
  });

  it("imports 10,000 rows in batches, with progress, history, the error report and one audit entry", async () => {
    const importId = crypto.randomUUID();
    const started = Date.now();
    const response = await upload(generatedCsv(10_000, "ten-k"), { name: "ten-thousand.csv", importId });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ImportResult;
    expect(result).toMatchObject({ success: 10_000, failed: 0, importId, totalRows: 10_000 });
    expect(Date.now() - started).toBeLessThan(60_000);
    const { results } = await env.DB.prepare(
      "select count(*) as n from user where email like 'ten-k-%@example.com'",
    ).all<{ n: number }>();
    expect(results[0]?.n).toBe(10_000);
    expect(await stored(["ten-k-9999@example.com"])).toEqual([
      member(
        "ten-k-9999@example.com",
        "Member9999",
        "Generated",
        "+966500009999",
        "Engineer",
        "Company 49",
        "riyadh",
      ),
    ]);

    const progress = (await (
      await callApi(`/api/admin/import-members/${importId}`, { headers: { Cookie: adminCookie } })
    ).json()) as ImportRun;
    expect(progress).toMatchObject({
      status: "done",
      totalRows: 10_000,
      processedRows: 10_000,
      createdCount: 10_000,
      failedCount: 0,
      adminName: "Farah Importer",
      fileName: "ten-thousand.csv",
      encoding: "utf-8",
      delimiter: ",",
      duplicateMode: "skip",
    });
    expect(progress.finishedAt).not.toBeNull();

    // Re-running the same file (as after an interruption) creates nobody.
    const rerun = (await (await upload(generatedCsv(10_000, "ten-k"))).json()) as ImportResult;
    expect(rerun).toMatchObject({ success: 0, skipped: 10_000, failed: 0 });

    const audit = await env.DB.prepare("select actor_name, action, after from audit_log where target_id = ?")
      .bind(importId)
      .all<{ actor_name: string; action: string; after: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ actor_name: "Farah Importer", action: "import.run" });
    expect(JSON.parse(String(audit.results[0]?.after))).toMatchObject({ created: 10_000, totalRows: 10_000 });
    const catchAll = await env.DB.prepare(
      "select count(*) as n from audit_log where action = 'POST /api/admin/import-members'",
    ).first<{ n: number }>();
    expect(catchAll?.n).toBe(0);
  }, 120_000);

  it("lists the runs newest first and serves each run's errors as CSV with formula cells escaped", async () => {
    const importId = crypto.randomUUID();
    const csv = 'email,firstName\r\n=HYPERLINK("x"),Evil\r\n@bad,Other\r\n';
    await upload(new TextEncoder().encode(csv), { name: "evil.csv", importId });
    const history = (await (
      await callApi("/api/admin/import-members", { headers: { Cookie: adminCookie } })
    ).json()) as ImportHistoryPage;
    expect(history.imports[0]).toMatchObject({
      id: importId,
      fileName: "evil.csv",
      failedCount: 2,
      status: "done",
    });
    expect(history.total).toBeGreaterThan(5);

    const report = await callApi(`/api/admin/import-members/${importId}/errors.csv`, {
      headers: { Cookie: adminCookie },
    });
    expect(report.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // A UTF-8 BOM first, so Excel reads the names right (Response.text() drops it).
    const bytes = new Uint8Array(await report.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'line,email,reason\r\n2,"\'=hyperlink(""x"")","""=HYPERLINK(""x"")"" is not a valid email address"\r\n3,\'@bad,"""@bad"" is not a valid email address"\r\n',
    );
  });

  it("refuses a reused import id, a bad mode, members and visitors", async () => {
    const importId = crypto.randomUUID();
    expect((await upload(importFixtures["semicolon.csv"], { importId })).status).toBe(200);
    expect((await upload(importFixtures["semicolon.csv"], { importId })).status).toBe(409);
    expect((await upload(importFixtures["semicolon.csv"], { duplicateMode: "merge" })).status).toBe(422);
    const plain = await signUp(uniqueEmail("plain"), "Plain Member");
    expect((await upload(importFixtures["semicolon.csv"], { cookie: plain.cookie })).status).toBe(403);
    expect((await upload(importFixtures["semicolon.csv"], { cookie: "" })).status).toBe(401);
    expect(
      (await callApi(`/api/admin/import-members/${importId}`, { headers: { Cookie: plain.cookie } })).status,
    ).toBe(403);
  });
});
