import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImportResult } from "../../worker/contract/member-import";
import { createDb } from "../../worker/db/client";
import { user } from "../../worker/db/schema";
import { runMemberImport } from "../../worker/domain/member-import/run-import";
import { loadViewer } from "../../worker/domain/members";
import { membershipIdRandom } from "../../worker/domain/membership/membership-number";
import { generatedCsv } from "../fixtures/imports/fixtures";
import { linkIn, makeAdmin, ORIGIN, outboxFor, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { membershipApplication } from "./membership-application";
import { followConfirmLink, registerAndConfirm } from "./registration-helpers";
import { localOutbox } from "./test-outbox";

// Issue 17, "a number for everyone": every way an account is created gives it its membership number
// (and a Basic card) once, in the batch that creates it, and writes one welcome email.

const ID = /^SPPC-\d{8}-\d{4}$/;
const SET_PASSWORD = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/;

let adminCookie = "";
beforeAll(async () => {
  const admin = await signUp(uniqueEmail("numbers-admin"), "Farah Admin");
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
});
afterEach(() => vi.restoreAllMocks());

type Numbered = { userId: string; membershipId: string | null; tier: string; since: string | null };

async function numberOf(email: string): Promise<Numbered | null> {
  return env.DB.prepare(
    `select m.user_id as userId, m.membership_id as membershipId, m.membership_tier as tier,
            m.membership_since as since
       from members m join user u on u.id = m.user_id where lower(u.email) = ?`,
  )
    .bind(email.toLowerCase())
    .first<Numbered>();
}

const welcomes = async (email: string) => (await outboxFor(email)).filter((mail) => mail.kind === "welcome");

/** Today's date in Riyadh as the number writes it. */
const riyadhToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).replaceAll("-", "");

function registration(email: string) {
  return {
    fullName: "Bilal Ahmed Qureshi",
    email,
    phone: "+966501234567",
    profession: "Software Engineer",
    company: "Aramco",
    city: "Riyadh",
    membershipTier: "basic",
  };
}

describe("sign-up", () => {
  it("gives the account its number, a Basic card and a welcome without a password link", async () => {
    const { email, cookie } = await signUp(uniqueEmail("signup"), "Hamza Sheikh");
    const row = await numberOf(email);
    expect(row?.membershipId).toMatch(ID);
    expect(row?.membershipId?.slice(5, 13)).toBe(riyadhToday());
    expect(row).toMatchObject({ tier: "basic" });
    expect(row?.since).toBeTruthy();
    const me = (await (await callApi("/api/auth/user", { headers: { Cookie: cookie } })).json()) as {
      membershipId: string;
    };
    expect(me.membershipId).toBe(row?.membershipId);

    const [mail, ...more] = await welcomes(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Welcome to SPPC: your membership number is ${row?.membershipId}`);
    expect(mail?.text).toContain(`${ORIGIN}/membership-card`);
    expect(mail?.text).not.toMatch(SET_PASSWORD);
    expect(mail?.text).not.toContain("password");
  });

  it("writes the welcome in the language the member signed up in (Arabic, right to left)", async () => {
    const email = uniqueEmail("signup-ar");
    await callApi("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: "lang=ar" },
      body: JSON.stringify({
        name: "Omar Farooq",
        email,
        password: "Minar-e-Pakistan 1968!",
        acceptTerms: true,
      }),
    });
    const row = await numberOf(email);
    const [mail] = await welcomes(email);
    expect(mail?.subject).toBe(`مرحبًا بك في SPPC: رقم عضويتك ${row?.membershipId}`);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain("رقم عضويتك");
    expect(mail?.text).not.toMatch(SET_PASSWORD);
  });

  it("numbers concurrent sign-ups once each, with distinct numbers, even when digits collide", async () => {
    // The first draws all say 4242: all but one sign-up collide and draw again.
    const digits = vi.spyOn(membershipIdRandom, "digits");
    for (let i = 0; i < 4; i += 1) digits.mockReturnValueOnce("4242");
    const emails = Array.from({ length: 6 }, () => uniqueEmail("together"));
    const responses = await Promise.all(emails.map((email) => signUp(email)));
    expect(responses.map((r) => r.response.status)).toEqual(emails.map(() => 200));
    const numbers = await Promise.all(emails.map(async (email) => (await numberOf(email))?.membershipId));
    for (const number of numbers) expect(number).toMatch(ID);
    expect(new Set(numbers).size).toBe(emails.length);
    for (const email of emails) expect(await welcomes(email)).toHaveLength(1);
  });

  it("numbers an account whose profile is missing when it is next loaded", async () => {
    const { email, cookie } = await signUp(uniqueEmail("lazy"));
    const before = await numberOf(email);
    await env.DB.prepare("delete from members where user_id = ?").bind(before?.userId).run();
    const me = (await (await callApi("/api/auth/user", { headers: { Cookie: cookie } })).json()) as {
      membershipId: string;
    };
    expect(me.membershipId).toMatch(ID);
    expect((await numberOf(email))?.membershipId).toBe(me.membershipId);
    // Its welcome was written at sign-up already (same id): still one.
    expect(await welcomes(email)).toHaveLength(1);
  });

  it("welcomes an account whose profile was never written when it is first loaded", async () => {
    const { email, cookie } = await signUp(uniqueEmail("lazy-new"));
    const before = await numberOf(email);
    await env.DB.batch([
      env.DB.prepare("delete from members where user_id = ?").bind(before?.userId),
      env.DB.prepare("delete from email_outbox where id = ?").bind(`welcome:${before?.userId}`),
    ]);
    await callApi("/api/auth/user", { headers: { Cookie: cookie } });
    const row = await numberOf(email);
    expect(row?.membershipId).toMatch(ID);
    const [mail, ...more] = await welcomes(email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(row?.membershipId ?? "missing");
    expect(mail?.text).not.toMatch(SET_PASSWORD);
  });
});

describe("POST /api/membership/register (a visitor)", () => {
  it("numbers concurrent registrations once each; the same email twice makes one account", async () => {
    const emails = Array.from({ length: 4 }, () => uniqueEmail("register"));
    const twice = uniqueEmail("register-twice");
    const responses = await Promise.all(
      [...emails, twice, twice].map((email) => postJson("/api/membership/register", registration(email))),
    );
    // Every visitor gets the same answer (the link goes to the inbox, see membership-register.test.ts).
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    // The accounts and numbers are made when the links are followed, here all at once; the two
    // links mailed to the same address make one account.
    const links = (
      await Promise.all(
        [...emails, twice].map(async (email) =>
          (await outboxFor(email)).map((mail) => new URL(linkIn(mail.text))),
        ),
      )
    ).flat();
    expect(links).toHaveLength(6);
    await Promise.all(links.map((link) => followConfirmLink(link)));
    const numbers = await Promise.all(
      [...emails, twice].map(async (email) => (await numberOf(email))?.membershipId),
    );
    for (const number of numbers) expect(number).toMatch(ID);
    expect(new Set(numbers).size).toBe(5);
    const { results } = await env.DB.prepare("select count(*) as n from user where email = ?")
      .bind(twice)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(1);
    for (const email of [...emails, twice]) {
      const [mail, ...more] = await welcomes(email);
      expect(more).toEqual([]);
      expect(mail?.text).toContain((await numberOf(email))?.membershipId ?? "missing");
      expect(mail?.text).toMatch(SET_PASSWORD);
    }
  });
});

describe("an approved membership application", () => {
  async function applyAndApprove(email: string) {
    await postJson("/api/membership/applications", membershipApplication(email));
    const list = await callApi("/api/admin/applications", { headers: { Cookie: adminCookie } });
    const { applications } = (await list.json()) as { applications: { id: string; email: string }[] };
    const target = applications.find((row) => row.email === email);
    return postJson(`/api/admin/applications/${target?.id}/review`, { status: "approved" }, adminCookie);
  }

  it("creates the visitor's passwordless account with its number and a welcome to set a password", async () => {
    const email = uniqueEmail("applicant");
    expect((await applyAndApprove(email)).status).toBe(200);
    const row = await numberOf(email);
    expect(row?.membershipId).toMatch(ID);
    expect(row?.tier).toBe("basic");
    const mails = await outboxFor(email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "application-reviewed",
      "contact-confirmation",
      "welcome",
    ]);
    const welcome = mails.find((mail) => mail.kind === "welcome");
    expect(welcome?.text).toContain(row?.membershipId ?? "missing");
    expect(welcome?.text).toMatch(SET_PASSWORD);
    const reviewed = mails.find((mail) => mail.kind === "application-reviewed");
    expect(reviewed?.text).toContain(`${ORIGIN}/membership-card`);
    const linked = await env.DB.prepare("select user_id from membership_applications where email = ?")
      .bind(email)
      .first<{ user_id: string }>();
    expect(linked?.user_id).toBe(row?.userId);

    // Approving again (a second admin) creates nothing more.
    const list = await callApi("/api/admin/applications", { headers: { Cookie: adminCookie } });
    const { applications } = (await list.json()) as { applications: { id: string; email: string }[] };
    const id = applications.find((entry) => entry.email === email)?.id;
    await postJson(`/api/admin/applications/${id}/review`, { status: "approved" }, adminCookie);
    expect((await numberOf(email))?.membershipId).toBe(row?.membershipId);
    expect(await welcomes(email)).toHaveLength(1);
  });

  it("keeps an applicant's own account and number", async () => {
    const { email } = await signUp(uniqueEmail("applicant-member"));
    const before = await numberOf(email);
    expect((await applyAndApprove(email)).status).toBe(200);
    expect(await numberOf(email)).toEqual(before);
    expect(await welcomes(email)).toHaveLength(1);
  });
});

describe("upgrades", () => {
  it("change the tier, never the number", async () => {
    const { email, cookie } = await signUp(uniqueEmail("upgrade"));
    const before = await numberOf(email);
    const response = await postJson(
      "/api/membership/register",
      { ...registration(email), membershipTier: "premium" },
      cookie,
    );
    expect(((await response.json()) as { membershipId: string }).membershipId).toBe(before?.membershipId);
    await env.DB.prepare("update members set membership_tier = 'premium' where user_id = ?")
      .bind(before?.userId)
      .run();
    const card = (await (await callApi("/api/membership/card", { headers: { Cookie: cookie } })).json()) as {
      card: { membershipId: string };
    };
    expect(card.card.membershipId).toBe(before?.membershipId);
  });
});

describe("the member import", () => {
  const upload = (bytes: Uint8Array) => {
    const form = new FormData();
    form.set("csvFile", new File([bytes as Uint8Array<ArrayBuffer>], "members.csv", { type: "text/csv" }));
    return callApi("/api/admin/import-members", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: adminCookie },
      body: form,
    });
  };

  it("numbers every new member (distinct, today's date) and welcomes each once", async () => {
    const rows = 250;
    const file = generatedCsv(rows, "numbered");
    const result = (await (await upload(file)).json()) as ImportResult;
    expect(result.created).toBe(rows);
    const { results } = await env.DB.prepare(
      `select m.membership_id as id, m.membership_tier as tier, u.email as email
         from members m join user u on u.id = m.user_id where m.imported_at is not null`,
    ).all<{ id: string | null; tier: string; email: string }>();
    expect(results).toHaveLength(rows);
    for (const row of results) {
      expect(row.id).toMatch(ID);
      expect(row.id?.slice(5, 13)).toBe(riyadhToday());
      expect(row.tier).toBe("basic");
    }
    expect(new Set(results.map((row) => row.id)).size).toBe(rows);
    const count = await env.DB.prepare(
      "select count(*) as n from email_outbox where kind = 'welcome' and id like 'welcome:%' and \"to\" like '%numbered%'",
    ).first<{ n: number }>();
    expect(count?.n).toBe(rows);

    const [first] = results;
    const [mail, ...more] = await welcomes(first?.email ?? "");
    expect(more).toEqual([]);
    expect(mail?.text).toContain(first?.id ?? "missing");
    expect(mail?.text).toMatch(SET_PASSWORD);

    // The same file again creates nobody, numbers nobody twice and welcomes nobody twice.
    expect(((await (await upload(file)).json()) as ImportResult).created).toBe(0);
    const again = await env.DB.prepare(
      "select count(*) as n from email_outbox where kind = 'welcome' and \"to\" like '%numbered%'",
    ).first<{ n: number }>();
    expect(again?.n).toBe(rows);
    // Generous: the local mail queue may still be rendering another file's thousands of welcomes.
  }, 30_000);
});

describe("migration 0015_membership_numbers", () => {
  const { TEST_MIGRATIONS } = env as Env & { TEST_MIGRATIONS: { name: string; queries: string[] }[] };

  it("numbers members without one by their Riyadh join day, skipping numbers already issued", async () => {
    const migration = TEST_MIGRATIONS.find((entry) => entry.name.includes("0015_membership_numbers"));
    expect(migration).toBeTruthy();
    const day = "2024-05-10";
    const make = async (createdAt: string, membershipId: string | null = null) => {
      const id = `legacy-${crypto.randomUUID()}`;
      await env.DB.batch([
        env.DB.prepare(
          "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, 'Legacy', ?, 0, 0, 0)",
        ).bind(id, `${id}@example.com`),
        env.DB.prepare("insert into members (user_id, membership_id, created_at) values (?, ?, ?)").bind(
          id,
          membershipId,
          createdAt,
        ),
      ]);
      return id;
    };
    // The first candidate of 10 May (row 1: 7919) is already someone's.
    await make(`${day}T01:00:00.000Z`, "SPPC-20240510-7919");
    const legacy = [];
    for (let hour = 2; hour < 14; hour += 1)
      legacy.push(await make(`${day}T${String(hour).padStart(2, "0")}:00:00.000Z`));
    // 21:30 UTC on 10 May is 11 May in Riyadh.
    const lateEvening = await make(`${day}T21:30:00.000Z`);

    for (const query of migration?.queries ?? []) await env.DB.prepare(query).run();

    const numbers = [];
    for (const id of legacy) {
      const row = await env.DB.prepare(
        "select membership_id as id, membership_since as since, created_at as createdAt from members where user_id = ?",
      )
        .bind(id)
        .first<{ id: string; since: string; createdAt: string }>();
      expect(row?.id).toMatch(/^SPPC-20240510-\d{4}$/);
      expect(row?.since).toBe(row?.createdAt);
      numbers.push(row?.id);
    }
    expect(new Set(numbers).size).toBe(legacy.length);
    expect(numbers).not.toContain("SPPC-20240510-7919");
    const late = await env.DB.prepare("select membership_id as id from members where user_id = ?")
      .bind(lateEvening)
      .first<{ id: string }>();
    expect(late?.id).toMatch(/^SPPC-20240511-\d{4}$/);
    // Nobody is left without a number, and members who had one keep it.
    const left = await env.DB.prepare("select count(*) as n from members where membership_id is null").first<{
      n: number;
    }>();
    expect(left?.n).toBe(0);
  });
});

describe("creations at once", () => {
  it("sign-ups, registrations and an import together: every account numbered once, all distinct", async () => {
    const form = new FormData();
    form.set(
      "csvFile",
      new File([generatedCsv(120, "mixed") as Uint8Array<ArrayBuffer>], "mixed.csv", { type: "text/csv" }),
    );
    const signUps = Array.from({ length: 3 }, () => uniqueEmail("mixed-signup"));
    const registrations = Array.from({ length: 3 }, () => uniqueEmail("mixed-register"));
    await Promise.all([
      callApi("/api/admin/import-members", {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: adminCookie },
        body: form,
      }),
      ...signUps.map((email) => signUp(email)),
      ...registrations.map((email) => registerAndConfirm(registration(email))),
    ]);
    const { results } = await env.DB.prepare(
      `select m.membership_id as id from members m join user u on u.id = m.user_id where u.email like '%mixed%'`,
    ).all<{ id: string | null }>();
    expect(results).toHaveLength(126);
    for (const row of results) expect(row.id).toMatch(ID);
    expect(new Set(results.map((row) => row.id)).size).toBe(126);
  }, 30_000);

  it("the import retries a chunk whose numbers collided, creating each member once", async () => {
    const db = createDb(env.DB);
    const adminRow = await env.DB.prepare(
      "select u.* from user u join members m on m.user_id = u.id where m.role = 'admin' limit 1",
    ).first<{ id: string }>();
    const account = await db
      .select()
      .from(user)
      .where(eq(user.id, String(adminRow?.id)))
      .get();
    if (!account) throw new Error("No admin");
    const admin = await loadViewer(db, account);
    // The first batch fails as D1 does when another creation took one of its numbers meanwhile.
    let failed = false;
    const flaky = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver);
        return async (statements: Parameters<typeof db.batch>[0]) => {
          // The chunk's write (accounts, members, welcomes, progress), not the lookups before it.
          if (!failed && statements.length >= 4) {
            failed = true;
            throw new Error("D1_ERROR: UNIQUE constraint failed: members.membership_id: SQLITE_CONSTRAINT");
          }
          return target.batch(statements);
        };
      },
    });
    const result = await runMemberImport(flaky, admin, {
      importId: crypto.randomUUID(),
      file: { name: "retry.csv", bytes: generatedCsv(30, "retried") },
      duplicateMode: "skip",
      creation: { prefix: "SPPC", origin: ORIGIN, mailer: localOutbox() },
    });
    expect(failed).toBe(true);
    expect(result.created).toBe(30);
    const { results } = await env.DB.prepare(
      `select m.membership_id as id from members m join user u on u.id = m.user_id where u.email like '%retried%'`,
    ).all<{ id: string | null }>();
    expect(results).toHaveLength(30);
    expect(new Set(results.map((row) => row.id)).size).toBe(30);
  });
});
