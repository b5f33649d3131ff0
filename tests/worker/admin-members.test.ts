import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type {
  AdminAuditPage,
  AdminMemberDetail,
  AdminMembersPage,
} from "../../worker/contract/admin-members";
import { makeAdmin, send, signIn, signUp, uniqueEmail } from "./accounts-helpers";

async function admin(name = "Farah Admin") {
  const account = await signUp(uniqueEmail("admin"), name);
  await makeAdmin(account.email);
  return { ...account, userId: await userIdOf(account.email) };
}

async function userIdOf(email: string) {
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function member(name = "Bilal Qureshi") {
  const account = await signUp(uniqueEmail("member"), name);
  return { ...account, userId: await userIdOf(account.email) };
}

const token = () => `Zq${crypto.randomUUID().slice(0, 6)}`;

type Seeded = {
  first: string;
  last?: string;
  city?: string;
  tier?: string;
  role?: string;
  onboarded?: boolean;
  status?: string;
  joined: string;
  lastActive?: string | null;
  membershipId?: string;
};

/** Members written straight to D1, many at once, with exactly the fields a filter reads. */
async function seedMembers(rows: Seeded[]) {
  const ids: string[] = [];
  const statements = rows.flatMap((row) => {
    const id = crypto.randomUUID();
    ids.push(id);
    return [
      env.DB.prepare(
        "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, ?, ?, 0, 0, 0)",
      ).bind(id, `${row.first} ${row.last ?? ""}`.trim(), uniqueEmail("seeded")),
      env.DB.prepare(
        `insert into members (user_id, first_name, last_name, location, membership_tier, role,
           onboarding_completed_at, account_status, created_at, last_active_at, membership_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        id,
        row.first,
        row.last ?? null,
        row.city ?? null,
        row.tier ?? "basic",
        row.role ?? "member",
        row.onboarded ? row.joined : null,
        row.status ?? "active",
        row.joined,
        row.lastActive ?? null,
        row.membershipId ?? null,
      ),
    ];
  });
  await env.DB.batch(statements);
  return ids;
}

async function list(cookie: string, query: string) {
  const response = await send("GET", `/api/admin/members?${query}`, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminMembersPage;
}

const names = (page: AdminMembersPage) => page.members.map((row) => row.name);

async function auditFor(targetId: string) {
  const { results } = await env.DB.prepare(
    "select actor_name, action, before, after from audit_log where target_id = ? order by created_at, rowid",
  )
    .bind(targetId)
    .all<{ actor_name: string; action: string; before: string | null; after: string | null }>();
  return results.map((row) => ({
    ...row,
    before: row.before && JSON.parse(row.before),
    after: row.after && JSON.parse(row.after),
  }));
}

describe("admin members: access", () => {
  it("answers 401 to visitors and 403 to members on every members and audit route", async () => {
    const someone = await member();
    const paths: [string, string][] = [
      ["GET", "/api/admin/members"],
      ["GET", "/api/admin/members.csv"],
      ["GET", "/api/admin/members.xlsx"],
      ["GET", `/api/admin/members/${someone.userId}`],
      ["PUT", `/api/admin/members/${someone.userId}/tier`],
      ["PUT", `/api/admin/members/${someone.userId}/role`],
      ["POST", `/api/admin/members/${someone.userId}/suspend`],
      ["POST", `/api/admin/members/${someone.userId}/restore`],
      ["GET", "/api/admin/audit-log"],
    ];
    for (const [method, path] of paths) {
      const body = method === "GET" ? undefined : { tier: "premium" };
      expect((await send(method, path, "", body)).status, path).toBe(401);
      expect((await send(method, path, someone.cookie, body)).status, path).toBe(403);
    }
  });
});

describe("admin members: list", () => {
  it("searches name, email and membership id; a % in the search is a literal character", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers([
      { first: `Amina${tag}`, last: "Raza", joined: "2026-01-01T00:00:00.000Z" },
      { first: "Omar", last: "Farooq", joined: "2026-01-02T00:00:00.000Z", membershipId: `SPPC-${tag}-1` },
      { first: "Other", last: "Person", joined: "2026-01-03T00:00:00.000Z" },
    ]);
    expect(names(await list(cookie, `q=amina${tag.toLowerCase()}`))).toEqual([`Amina${tag} Raza`]);
    expect(names(await list(cookie, `q=SPPC-${tag}`))).toEqual(["Omar Farooq"]);
    expect((await list(cookie, `q=${encodeURIComponent(`${tag}%`)}`)).total).toBe(0);
    const byEmail = await member(`Email ${tag}`);
    const found = await list(cookie, `q=${encodeURIComponent(byEmail.email)}`);
    expect(found.members.map((row) => row.email)).toEqual([byEmail.email]);
  });

  it("filters by tier, city, role, onboarding and status, and sorts by joined, name and last active", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers([
      {
        first: `${tag}Chand`,
        city: "riyadh",
        tier: "premium",
        onboarded: true,
        joined: "2026-02-01T00:00:00.000Z",
        lastActive: "2026-03-05T00:00:00.000Z",
      },
      {
        first: `${tag}Aleem`,
        city: "jeddah",
        tier: "executive",
        role: "admin",
        joined: "2026-02-03T00:00:00.000Z",
        lastActive: "2026-03-01T00:00:00.000Z",
      },
      {
        first: `${tag}Bano`,
        city: "riyadh",
        status: "suspended",
        onboarded: true,
        joined: "2026-02-02T00:00:00.000Z",
      },
    ]);
    const q = `q=${tag}`;
    // Newest sign-up first by default.
    expect(names(await list(cookie, q))).toEqual([`${tag}Aleem`, `${tag}Bano`, `${tag}Chand`]);
    expect(names(await list(cookie, `${q}&sort=joined&dir=asc`))).toEqual([
      `${tag}Chand`,
      `${tag}Bano`,
      `${tag}Aleem`,
    ]);
    expect(names(await list(cookie, `${q}&sort=name`))).toEqual([`${tag}Aleem`, `${tag}Bano`, `${tag}Chand`]);
    expect(names(await list(cookie, `${q}&sort=name&dir=desc`))).toEqual([
      `${tag}Chand`,
      `${tag}Bano`,
      `${tag}Aleem`,
    ]);
    // Never active sorts last either way.
    expect(names(await list(cookie, `${q}&sort=lastActive`))).toEqual([
      `${tag}Chand`,
      `${tag}Aleem`,
      `${tag}Bano`,
    ]);
    expect(names(await list(cookie, `${q}&sort=lastActive&dir=asc`))).toEqual([
      `${tag}Aleem`,
      `${tag}Chand`,
      `${tag}Bano`,
    ]);
    expect(names(await list(cookie, `${q}&tier=premium`))).toEqual([`${tag}Chand`]);
    expect(names(await list(cookie, `${q}&city=riyadh&sort=name`))).toEqual([`${tag}Bano`, `${tag}Chand`]);
    expect(names(await list(cookie, `${q}&role=admin`))).toEqual([`${tag}Aleem`]);
    expect(names(await list(cookie, `${q}&onboarding=pending`))).toEqual([`${tag}Aleem`]);
    expect(names(await list(cookie, `${q}&onboarding=completed&sort=name`))).toEqual([
      `${tag}Bano`,
      `${tag}Chand`,
    ]);
    expect(names(await list(cookie, `${q}&status=suspended`))).toEqual([`${tag}Bano`]);
    // An empty value is "no filter", as a cleared select sends it.
    expect((await list(cookie, `${q}&tier=&role=&status=`)).total).toBe(3);
    const row = (await list(cookie, `${q}&tier=premium`)).members[0];
    expect(row).toMatchObject({
      tier: "premium",
      city: "riyadh",
      onboardingCompleted: true,
      accountStatus: "active",
    });

    const bad = await send("GET", "/api/admin/members?tier=gold&sort=age", cookie);
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { error: { details: Record<string, string[]> } };
    expect(body.error.details.tier).toEqual(["Tier must be basic, premium or executive"]);
    expect(body.error.details.sort).toEqual(["Sort must be joined, name, lastActive or validUntil"]);
  });

  it("pages by 25 with the total count", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers(
      Array.from({ length: 27 }, (_, index) => ({
        first: `${tag}${String(index).padStart(2, "0")}`,
        joined: `2026-01-01T00:00:${String(index).padStart(2, "0")}.000Z`,
      })),
    );
    const first = await list(cookie, `q=${tag}&sort=name`);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.members).toHaveLength(25);
    expect(first.members[0]?.name).toBe(`${tag}00`);
    const second = await list(cookie, `q=${tag}&sort=name&page=2`);
    expect(names(second)).toEqual([`${tag}25`, `${tag}26`]);
    expect(second.total).toBe(27);
  });
});

describe("admin members: detail", () => {
  it("shows the account, membership, consents, RSVPs, payments and latest posts with the removed flag", async () => {
    const { cookie } = await admin();
    const someone = await member("Hina Baig");
    const eventId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        `update members set membership_id = 'SPPC-D-1', location = 'Khobar', membership_tier = 'premium',
           membership_valid_until = '2027-01-01T00:00:00.000Z', subscription_status = 'active' where user_id = ?`,
      ).bind(someone.userId),
      env.DB.prepare(
        `insert into events (id, slug, name, type, description, venue, address, starts_at, ends_at, capacity)
         values (?, ?, 'Riyadh Mixer', 'Networking', 'd', 'v', 'a', '2026-05-01T15:00:00.000Z', '2026-05-01T18:00:00.000Z', 50)`,
      ).bind(eventId, `mixer-${eventId}`),
      env.DB.prepare(
        `insert into rsvps (id, event_id, user_id, name, email, phone, profession, company, status, queued_at,
           ticket_code, cancel_token) values (?, ?, ?, 'Hina', ?, '+966500000000', 'Engineer', 'Aramco',
           'confirmed', 1, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        eventId,
        someone.userId,
        someone.email,
        crypto.randomUUID(),
        crypto.randomUUID(),
      ),
      env.DB.prepare(
        `insert into payments (id, user_id, tier, amount_halalas, provider, provider_ref, status, paid_at)
         values (?, ?, 'premium', 29900, 'bank_transfer', ?, 'paid', '2026-01-01T00:00:00.000Z')`,
      ).bind(crypto.randomUUID(), someone.userId, `TRX-${crypto.randomUUID()}`),
      env.DB.prepare(
        "insert into posts (id, author_user_id, content, created_at) values (?, ?, 'Hello SPPC', '2026-01-01T00:00:00.000Z')",
      ).bind(crypto.randomUUID(), someone.userId),
      env.DB.prepare(
        `insert into posts (id, author_user_id, content, removed_at, created_at)
         values (?, ?, 'Spam', '2026-01-03T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
      ).bind(crypto.randomUUID(), someone.userId),
    ]);
    const response = await send("GET", `/api/admin/members/${someone.userId}`, cookie);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AdminMemberDetail;
    expect(detail.member).toMatchObject({
      name: "Hina Baig",
      email: someone.email,
      emailVerified: true,
      membershipId: "SPPC-D-1",
      tier: "premium",
      city: "Khobar",
      validUntil: "2027-01-01T00:00:00.000Z",
      subscriptionStatus: "active",
      accountStatus: "active",
      role: "member",
    });
    expect(
      detail.consents.map((consent) => [consent.purpose, consent.granted, consent.method]).sort(),
    ).toEqual([
      ["privacy", true, "signup"],
      ["terms", true, "signup"],
    ]);
    expect(detail.rsvps).toEqual([
      expect.objectContaining({ eventId, eventName: "Riyadh Mixer", status: "confirmed" }),
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({
        tier: "premium",
        amountHalalas: 29900,
        provider: "bank_transfer",
        status: "paid",
      }),
    ]);
    expect(detail.posts.map((post) => [post.content, post.removed])).toEqual([
      ["Spam", true],
      ["Hello SPPC", false],
    ]);
    expect((await send("GET", "/api/admin/members/nobody", cookie)).status).toBe(404);
  });
});

describe("admin members: tier and role", () => {
  it("changes the tier with a before/after audit entry (no catch-all duplicate) and a membership notice", async () => {
    const boss = await admin("Farah Tiers");
    const someone = await member();
    const response = await send("PUT", `/api/admin/members/${someone.userId}/tier`, boss.cookie, {
      tier: "executive",
      validUntil: "2027-06-30",
    });
    expect(response.status).toBe(200);
    // The end of 30 June in Riyadh (UTC+3).
    expect(((await response.json()) as AdminMemberDetail).member).toMatchObject({
      tier: "executive",
      validUntil: "2027-06-30T20:59:59.999Z",
      subscriptionStatus: "active",
    });
    expect(await auditFor(someone.userId)).toEqual([
      {
        actor_name: "Farah Tiers",
        action: "member.tier",
        before: { tier: "basic", validUntil: null, subscriptionStatus: null },
        after: { tier: "executive", validUntil: "2027-06-30T20:59:59.999Z", subscriptionStatus: "active" },
      },
    ]);
    const catchAll = await env.DB.prepare(
      "select count(*) as n from audit_log where actor_user_id = ? and target_type = 'endpoint'",
    )
      .bind(boss.userId)
      .first<{ n: number }>();
    expect(catchAll?.n).toBe(0);
    const notice = await env.DB.prepare("select kind, data from notifications where user_id = ?")
      .bind(someone.userId)
      .first<{ kind: string; data: string }>();
    expect(notice).toEqual({ kind: "membership", data: JSON.stringify({ tier: "executive" }) });

    const bad = await send("PUT", `/api/admin/members/${someone.userId}/tier`, boss.cookie, { tier: "gold" });
    expect(bad.status).toBe(422);
  });

  it("changes the role, audited; an admin cannot remove their own admin role", async () => {
    const boss = await admin("Farah Roles");
    const someone = await member();
    const promote = await send("PUT", `/api/admin/members/${someone.userId}/role`, boss.cookie, {
      role: "admin",
    });
    expect(promote.status).toBe(200);
    expect(await auditFor(someone.userId)).toEqual([
      {
        actor_name: "Farah Roles",
        action: "member.role",
        before: { role: "member" },
        after: { role: "admin" },
      },
    ]);
    // The new admin can use the admin API at once.
    expect((await send("GET", "/api/admin/members", someone.cookie)).status).toBe(200);

    const self = await send("PUT", `/api/admin/members/${boss.userId}/role`, boss.cookie, { role: "member" });
    expect(self.status).toBe(409);
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe(
      "You cannot remove your own admin role. Ask another admin to do it.",
    );
    expect((await send("GET", "/api/admin/members", boss.cookie)).status).toBe(200);
    expect(await auditFor(boss.userId)).toEqual([]);
  });
});

describe("admin members: suspension", () => {
  it("suspending ends their sessions and blocks the API; restoring lets them sign in again", async () => {
    const boss = await admin("Farah Guard");
    const someone = await member("Suspect Member");
    expect((await send("GET", "/api/auth/user", someone.cookie)).status).toBe(200);

    const noReason = await send("POST", `/api/admin/members/${someone.userId}/suspend`, boss.cookie, {
      reason: " ",
    });
    expect(noReason.status).toBe(422);

    const suspend = await send("POST", `/api/admin/members/${someone.userId}/suspend`, boss.cookie, {
      reason: "Spam in the forums",
    });
    expect(suspend.status).toBe(200);
    expect(((await suspend.json()) as AdminMemberDetail).member).toMatchObject({
      accountStatus: "suspended",
      suspendedReason: "Spam in the forums",
    });
    const sessions = await env.DB.prepare("select count(*) as n from session where user_id = ?")
      .bind(someone.userId)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(0);
    expect((await send("GET", "/api/auth/user", someone.cookie)).status).toBe(401);

    // Signing in again gets nowhere, and the sign-in itself says why (no session is left behind).
    const again = await signIn(someone.email);
    expect(again.response.status).toBe(403);
    expect(((await again.response.json()) as { error: { message: string } }).error.message).toBe(
      "Your account is suspended",
    );
    expect(again.cookie).not.toContain("session_token");

    const restore = await send("POST", `/api/admin/members/${someone.userId}/restore`, boss.cookie);
    expect(restore.status).toBe(200);
    const back = await signIn(someone.email);
    expect((await send("GET", "/api/auth/user", back.cookie)).status).toBe(200);

    expect(
      (await auditFor(someone.userId)).map(({ action, before, after }) => ({ action, before, after })),
    ).toEqual([
      {
        action: "member.suspend",
        before: { accountStatus: "active" },
        after: { accountStatus: "suspended", reason: "Spam in the forums" },
      },
      {
        action: "member.restore",
        before: { accountStatus: "suspended", reason: "Spam in the forums" },
        after: { accountStatus: "active" },
      },
    ]);
  });

  it("an admin cannot suspend themselves", async () => {
    const boss = await admin();
    const response = await send("POST", `/api/admin/members/${boss.userId}/suspend`, boss.cookie, {
      reason: "Testing",
    });
    expect(response.status).toBe(409);
    expect((await send("GET", "/api/admin/members", boss.cookie)).status).toBe(200);
  });
});

describe("admin members: CSV export", () => {
  it("exports the filtered members with formula cells neutralised and proper quoting", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers([
      { first: "=cmd|' /C calc'!A0", last: tag, city: "Riyadh, KSA", joined: "2026-01-02T00:00:00.000Z" },
      { first: "@SUM(1+1)", last: tag, city: '-2 "quoted"', joined: "2026-01-01T00:00:00.000Z" },
    ]);
    const response = await send("GET", `/api/admin/members.csv?q=${tag}`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="sppc-members-/);
    // Decoded keeping the byte order mark (response.text() drops it).
    const lines = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true })
      .decode(await response.arrayBuffer())
      .split("\r\n");
    expect(lines[0]).toMatch(
      /^\uFEFFName,Email,Phone,Company,Title,City,Tier,Valid until,Membership,Membership ID,/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^'=cmd\\|' /C calc'!A0 ${tag},seeded-`));
    // A city no id matched yet is kept as written; the join day is Riyadh's.
    expect(lines[1]).toContain(',"Riyadh, KSA",basic,,valid,,2026-01-02,en,member,pending,active,');
    expect(lines[2]).toMatch(new RegExp(`^'@SUM\\(1\\+1\\) ${tag},`));
    expect(lines[2]).toContain(`,"'-2 ""quoted""",`);
    expect(lines[3]).toBe("");
  });
});

describe("admin audit log", () => {
  it("lists entries newest first with filters; there is no write route", async () => {
    const boss = await admin("Farah Auditor");
    const someone = await member();
    for (const tier of ["premium", "executive", "basic"])
      await send("PUT", `/api/admin/members/${someone.userId}/tier`, boss.cookie, { tier });
    await send("PUT", `/api/admin/members/${someone.userId}/role`, boss.cookie, { role: "admin" });

    const read = async (query: string) => {
      const response = await send("GET", `/api/admin/audit-log?${query}`, boss.cookie);
      expect(response.status).toBe(200);
      return (await response.json()) as AdminAuditPage;
    };
    const all = await read(`target=${someone.userId}`);
    expect(all.entries.map((entry) => entry.action)).toEqual([
      "member.role",
      "member.tier",
      "member.tier",
      "member.tier",
    ]);
    expect(all.entries[1]).toMatchObject({
      actorName: "Farah Auditor",
      actorUserId: boss.userId,
      targetType: "member",
      before: { tier: "executive" },
      after: { tier: "basic" },
    });
    expect((await read(`target=${someone.userId}&action=member.tier`)).entries).toHaveLength(3);
    expect((await read(`target=${someone.userId}&action=member.r`)).entries).toHaveLength(1);
    expect((await read(`actor=farah%20auditor&action=member.`)).entries).toHaveLength(4);
    expect((await read(`actor=${boss.userId}`)).entries).toHaveLength(4);

    const auditPath = "/api/admin/audit-log";
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect((await send(method, auditPath, boss.cookie, {})).status).toBe(404);
  });

  it("pages by 50 with a cursor that never repeats or skips an entry", async () => {
    const boss = await admin("Farah Pager");
    const target = `page-${crypto.randomUUID()}`;
    await env.DB.batch(
      Array.from({ length: 51 }, (_, index) =>
        env.DB.prepare(
          "insert into audit_log (id, actor_name, action, target_id, created_at) values (?, 'Someone', 'x.y', ?, ?)",
        ).bind(
          `e${String(index).padStart(2, "0")}-${target}`,
          target,
          `2026-01-01T00:00:${String(index % 3).padStart(2, "0")}.000Z`,
        ),
      ),
    );
    const read = async (query: string) =>
      (await (await send("GET", `/api/admin/audit-log?${query}`, boss.cookie)).json()) as AdminAuditPage;
    const first = await read(`target=${target}`);
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).toBeTruthy();
    const second = await read(`target=${target}&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(51);
    expect(ids[0]).toBe(`e50-${target}`);
    expect((await send("GET", "/api/admin/audit-log?cursor=broken", boss.cookie)).status).toBe(422);
  });
});
