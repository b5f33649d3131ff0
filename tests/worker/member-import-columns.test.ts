import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportPreview, ImportResult } from "../../worker/contract/member-import";
import { createDb } from "../../worker/db/client";
import { demoSeedStatements } from "../../worker/db/seed";
import { runMembershipRenewals } from "../../worker/domain/membership/renewals";
import { makeAdmin, ORIGIN, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { localOutbox } from "./test-outbox";

// Issue 32, "import keeps what the sheet says": tier, valid-until, the community's own membership
// number, join date, language and city are read from English and Arabic headers and stored; each bad
// value is a row error in the admin's language while the other rows import.

let adminCookie = "";
beforeAll(async () => {
  const admin = await signUp(uniqueEmail("columns-admin"), "Farah Admin");
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
});

const utf8Bom = (lines: string[]) => new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);

function post(
  path: string,
  bytes: Uint8Array,
  options: { name?: string; mode?: string; lang?: string } = {},
) {
  const form = new FormData();
  form.set(
    "csvFile",
    new File([bytes as Uint8Array<ArrayBuffer>], options.name ?? "members.csv", { type: "text/csv" }),
  );
  if (options.mode) form.set("duplicateMode", options.mode);
  const cookie = options.lang ? `${adminCookie}; lang=${options.lang}` : adminCookie;
  return callApi(path, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body: form });
}

async function importSheet(bytes: Uint8Array, options: { mode?: string; lang?: string } = {}) {
  const response = await post("/api/admin/import-members", bytes, options);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportResult;
}

type Stored = {
  email: string;
  tier: string;
  valid_until: string | null;
  subscription_status: string | null;
  membership_id: string | null;
  since: string | null;
  language: string;
  location: string | null;
};

async function storedMember(email: string): Promise<Stored | null> {
  return env.DB.prepare(
    `select u.email, m.membership_tier as tier, m.membership_valid_until as valid_until,
            m.subscription_status, m.membership_id, m.membership_since as since,
            m.preferred_language as language, m.location
       from user u join members m on m.user_id = u.id where u.email = ?`,
  )
    .bind(email)
    .first<Stored>();
}

/** A Riyadh calendar day of a stored moment. */
const riyadhDay = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10) : null;

describe("the community's own columns", () => {
  it("stores tier, valid-until, kept number, join date, language and city from English headers", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const result = await importSheet(
      utf8Bom([
        "First Name,Last Name,Email,Mobile,City,Membership Type,Expiry Date,Membership No,Member Since,Preferred Language",
        `Ayesha,Siddiqui,ayesha.${tag}@example.com,0501234567,riyadh ,Premium,2027-03-31,SPPC-20190314-0042,2019-03-14,Urdu`,
        `Bilal,Ahmed,bilal.${tag}@example.com,,الرياض,Executive,2030-12-31,PK-${tag},2021-07-01,English`,
        `Hina,Raza,hina.${tag}@example.com,,ریاض,Basic,,1234${tag},,`,
        `Omar,Farooq,omar.${tag}@example.com,,Al Khobar,premium,,,,العربية`,
      ]),
    );
    expect(result).toMatchObject({ created: 4, failed: 0, errors: [], format: "csv" });
    expect(result.columns.map((column) => column.field)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phoneNumber",
      "location",
      "tier",
      "validUntil",
      "membershipNumber",
      "joinedOn",
      "language",
    ]);

    const ayesha = await storedMember(`ayesha.${tag}@example.com`);
    expect(ayesha).toMatchObject({
      tier: "premium",
      subscription_status: "active",
      language: "ur",
      location: "riyadh",
    });
    expect(riyadhDay(ayesha?.valid_until)).toBe("2027-03-31");
    // Valid all of 31 March in Riyadh: until 23:59:59.999 there (20:59:59.999 UTC).
    expect(ayesha?.valid_until).toBe("2027-03-31T20:59:59.999Z");
    expect(ayesha?.membership_id).toBe("SPPC-20190314-0042");
    expect(riyadhDay(ayesha?.since)).toBe("2019-03-14");

    const bilal = await storedMember(`bilal.${tag}@example.com`);
    expect(bilal).toMatchObject({
      tier: "executive",
      membership_id: `PK-${tag}`,
      language: "en",
      location: "riyadh",
    });
    expect(riyadhDay(bilal?.since)).toBe("2021-07-01");

    const hina = await storedMember(`hina.${tag}@example.com`);
    expect(hina).toMatchObject({
      tier: "basic",
      valid_until: null,
      membership_id: `1234${tag}`,
      location: "riyadh",
    });

    // A paid tier with no date runs one year from the import; no language column value: English name.
    const omar = await storedMember(`omar.${tag}@example.com`);
    expect(omar).toMatchObject({
      tier: "premium",
      location: "khobar",
      language: "ar",
      subscription_status: "active",
    });
    // The same Riyadh day next year, as an admin's grant (29 February: the 28th).
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const inAYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, "-02-28");
    expect(riyadhDay(omar?.valid_until)).toBe(inAYear);
  });

  it("reads Arabic headers and writes each welcome in the member's language", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const result = await importSheet(
      utf8Bom([
        "الاسم الأول,اسم العائلة,البريد الإلكتروني,الجوال,المدينة,نوع العضوية,تاريخ الانتهاء,رقم العضوية,تاريخ الانضمام,اللغة",
        `عائشہ,ملک,aisha.${tag}@example.com,0551234567,جدة,المميزة,2027-06-30,AR-${tag},2020-01-05,`,
        `محمد,العتيبي,mohammed.${tag}@example.com,,الدمام,الأساسية,,,,`,
        `Usman,Tariq,usman.${tag}@example.com,,Riyadh,,,,,اردو`,
      ]),
    );
    expect(result).toMatchObject({ created: 3, failed: 0 });
    expect(await storedMember(`aisha.${tag}@example.com`)).toMatchObject({
      tier: "premium",
      location: "jeddah",
      membership_id: `AR-${tag}`,
      // No language column value: her name is written in Urdu's letters.
      language: "ur",
    });
    expect(await storedMember(`mohammed.${tag}@example.com`)).toMatchObject({
      tier: "basic",
      language: "ar",
    });
    expect(await storedMember(`usman.${tag}@example.com`)).toMatchObject({ language: "ur" });

    const [aishaWelcome] = (await outboxFor(`aisha.${tag}@example.com`)).filter(
      (mail) => mail.kind === "welcome",
    );
    expect(aishaWelcome?.text).toContain(`AR-${tag}`);
    expect(aishaWelcome?.html).toContain('dir="rtl"');
    const [mohammedWelcome] = (await outboxFor(`mohammed.${tag}@example.com`)).filter(
      (mail) => mail.kind === "welcome",
    );
    expect(mohammedWelcome?.subject).toMatch(/^مرحبًا بك في SPPC/);
  });

  it("refuses each bad value as a row error in the admin's language, importing the other rows", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const taken = await signUp(uniqueEmail("holder"));
    const holderNumber = await env.DB.prepare(
      "select membership_id as id from members m join user u on u.id = m.user_id where u.email = ?",
    )
      .bind(taken.email)
      .first<{ id: string }>();
    const sheet = utf8Bom([
      "Email,City,Tier,Expiry,Membership Number,Joined,Language",
      `good.${tag}@example.com,Riyadh,Premium,2027-01-31,,,`,
      `date.${tag}@example.com,Riyadh,Premium,someday,,,`,
      `tier.${tag}@example.com,Riyadh,Platinum,,,,`,
      `number.${tag}@example.com,Riyadh,,,${holderNumber?.id},,`,
      `city.${tag}@example.com,Atlantis,,,,,`,
      `lang.${tag}@example.com,Riyadh,,,,,Klingon`,
      `future.${tag}@example.com,Riyadh,,,,2999-01-01,`,
      `twice.${tag}@example.com,Riyadh,,,SAME-${tag},,`,
      `again.${tag}@example.com,Riyadh,,,SAME-${tag},,`,
    ]);
    const english = await importSheet(sheet);
    expect(english.created).toBe(2);
    expect(english.errors).toEqual([
      'Line 3: the valid-until date "someday" cannot be read (write it as 2027-03-31, 31/03/2027 or 1448/10/03 AH)',
      'Line 4: "Platinum" is not a membership tier (use Basic, Premium, Executive)',
      `Line 5: membership number ${holderNumber?.id} already belongs to another member`,
      'Line 6: "Atlantis" is not a city on the list (choose the nearest, or Other)',
      'Line 7: "Klingon" is not a language the app speaks (English, Arabic or Urdu)',
      "Line 8: the join date 2999-01-01 is in the future",
      `Line 10: membership number SAME-${tag} is also on line 9`,
    ]);
    // Nothing of a refused row was written; the number stays its holder's.
    for (const prefix of ["date", "tier", "number", "city", "lang", "future", "again"])
      expect(await storedMember(`${prefix}.${tag}@example.com`)).toBeNull();
    expect(await storedMember(`twice.${tag}@example.com`)).toMatchObject({ membership_id: `SAME-${tag}` });

    // The same refusals in Urdu for an admin reading Urdu (a new file: the rows above exist now).
    const urdu = await importSheet(
      utf8Bom(["Email,City,Tier", `urdu.${tag}@example.com,Atlantis,`, `urdu2.${tag}@example.com,,Platinum`]),
      { lang: "ur" },
    );
    expect(urdu.errors).toEqual([
      'سطر 2: "Atlantis" فہرست کا کوئی شہر نہیں (قریب ترین یا دیگر چنیں)',
      'سطر 3: "Platinum" کوئی رکنیت کی قسم نہیں (Basic, Premium, Executive میں سے لکھیں)',
    ]);
    const stored = await env.DB.prepare(
      "select reason from member_import_errors where import_id = ? order by line",
    )
      .bind(urdu.importId)
      .all<{ reason: string }>();
    expect(stored.results.map((row) => row.reason)).toEqual([
      '"Atlantis" فہرست کا کوئی شہر نہیں (قریب ترین یا دیگر چنیں)',
      '"Platinum" کوئی رکنیت کی قسم نہیں (Basic, Premium, Executive میں سے لکھیں)',
    ]);
  });

  it("stores a period that already ended as expired, so no expiry mail goes to members who knew", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await importSheet(utf8Bom(["Email,Tier,Valid Until", `lapsed.${tag}@example.com,Premium,2024-01-31`]));
    expect(await storedMember(`lapsed.${tag}@example.com`)).toMatchObject({
      tier: "premium",
      subscription_status: "expired",
      valid_until: "2024-01-31T20:59:59.999Z",
    });
  });

  it("update mode applies the sheet's membership only when it does not shorten one in force", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const email = `renewed.${tag}@example.com`;
    await importSheet(utf8Bom(["Email,Tier,Valid Until,City", `${email},Premium,2031-01-31,Riyadh`]));
    // An older sheet (Basic, or an earlier end) imported again changes the city, not the membership.
    await importSheet(utf8Bom(["Email,Tier,Valid Until,City", `${email},Basic,,Jeddah`]), { mode: "update" });
    expect(await storedMember(email)).toMatchObject({ tier: "premium", location: "jeddah" });
    await importSheet(utf8Bom(["Email,Tier,Valid Until", `${email},Premium,2030-01-31`]), { mode: "update" });
    expect(riyadhDay((await storedMember(email))?.valid_until)).toBe("2031-01-31");
    // A later end extends it; a kept number replaces the one it had.
    await importSheet(
      utf8Bom(["Email,Tier,Valid Until,Member ID", `${email},Executive,2032-01-31,PK-${tag}`]),
      {
        mode: "update",
      },
    );
    expect(await storedMember(email)).toMatchObject({ tier: "executive", membership_id: `PK-${tag}` });
    expect(riyadhDay((await storedMember(email))?.valid_until)).toBe("2032-01-31");
  });
});

describe("an imported membership's year", () => {
  it("reminds an imported Urdu reader 30 days ahead in Urdu; once it ends the card says expired", async () => {
    // The tiers (names, prices) the renewal mails and the card read.
    await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    const tag = crypto.randomUUID().slice(0, 6);
    const email = `renewal.${tag}@example.com`;
    const day = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
    const endDay = day(Date.now() + 20 * 86_400_000);
    // A d/m/yyyy date, as the community's sheet writes it.
    const [y, m, d] = endDay.split("-");
    await importSheet(
      utf8Bom(["Name,Email,Tier,Expiry,Language", `Imran Siddiqui,${email},Premium,${d}/${m}/${y},Urdu`]),
    );
    const db = createDb(env.DB);
    const run = (now: Date) => runMembershipRenewals(db, localOutbox(), now, { siteUrl: ORIGIN });
    await run(new Date());
    const reminders = (await outboxFor(email)).filter((mail) => mail.kind === "membership-renewal");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^اپنی SPPC پریمیم رکنیت کی تجدید کریں/);
    expect(reminders[0]?.html).toContain('dir="rtl"');

    // A day after the end: expired, said once, the stored tier and end kept (the history).
    await run(new Date(Date.parse(`${endDay}T21:00:00Z`) + 86_400_000));
    const expired = (await outboxFor(email)).filter((mail) => mail.kind === "membership-expired");
    expect(expired).toHaveLength(1);
    expect(await storedMember(email)).toMatchObject({ tier: "premium", subscription_status: "expired" });
  });
});

describe("POST /api/admin/import-members/preview", () => {
  it("says what the import would do and writes nothing", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const response = await post(
      "/api/admin/import-members/preview",
      utf8Bom([
        "Full Name,E-mail,Membership Type,Expiry Date,Shoe size",
        `Ayesha Siddiqui,preview.${tag}@example.com,Premium,2027-03-31,38`,
        `Bilal Ahmed,not-an-email,Basic,,44`,
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const preview = (await response.json()) as ImportPreview;
    expect(preview).toMatchObject({
      totalRows: 2,
      validRows: 1,
      failedRows: 1,
      unknownColumns: ["Shoe size"],
    });
    expect(preview.columns).toEqual([
      { index: 0, header: "Full Name", field: "fullName", filled: 2 },
      { index: 1, header: "E-mail", field: "email", filled: 2 },
      { index: 2, header: "Membership Type", field: "tier", filled: 2 },
      { index: 3, header: "Expiry Date", field: "validUntil", filled: 1 },
      { index: 4, header: "Shoe size", field: null, filled: 2 },
    ]);
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      firstName: "Ayesha",
      lastName: "Siddiqui",
      tier: "premium",
      validUntil: "2027-03-31",
      membershipNumber: null,
      language: "en",
      problem: null,
    });
    expect(preview.rows[1]?.problem).toBe('"not-an-email" is not a valid email address');
    expect(preview.errors).toEqual(['Line 3: "not-an-email" is not a valid email address']);
    expect(await storedMember(`preview.${tag}@example.com`)).toBeNull();
  });

  it("refuses members, a file without an email column, and a missing file", async () => {
    const member = await signUp(uniqueEmail("preview-member"));
    const form = new FormData();
    form.set("csvFile", new File(["email\r\nx@example.com\r\n"], "m.csv", { type: "text/csv" }));
    const refused = await callApi("/api/admin/import-members/preview", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: member.cookie },
      body: form,
    });
    expect(refused.status).toBe(403);
    const noEmail = await post("/api/admin/import-members/preview", utf8Bom(["Name,City", "Ayesha,Riyadh"]));
    expect(noEmail.status).toBe(422);
    expect(await noEmail.json()).toMatchObject({ error: { details: { csvFile: "no email column" } } });
    const missing = await callApi("/api/admin/import-members/preview", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: adminCookie },
      body: new FormData(),
    });
    expect(missing.status).toBe(422);
  });
});
