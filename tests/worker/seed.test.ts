import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "../../worker/contract/events";
import { demoSeedStatements } from "../../worker/db/seed";
import { callApi } from "./call-api";

const tables = [
  "membership_tiers",
  "events",
  "jobs",
  "businesses",
  "forum_categories",
  "forum_threads",
  "whatsapp_groups",
  "tenders",
  "mentors",
  "partner_discounts",
  "testimonials",
];

async function seed(now: Date) {
  await env.DB.batch(demoSeedStatements(now).map((sql) => env.DB.prepare(sql)));
}

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
    result[table] = row?.n ?? 0;
  }
  return result;
}

describe("demo seed", () => {
  it("fills every demo table, and a second run changes nothing", async () => {
    const now = new Date();
    await seed(now);
    const first = await counts();
    for (const table of tables) expect(first[table], table).toBeGreaterThan(0);

    const eventsBefore = await env.DB.prepare("select * from events order by id").all();
    await seed(new Date(now.getTime() + 86_400_000));
    expect(await counts()).toEqual(first);
    expect((await env.DB.prepare("select * from events order by id").all()).results).toEqual(
      eventsBefore.results,
    );
  });

  it("offers an open event in each of the three cities, whatever day the demo starts", async () => {
    await seed(new Date());
    const response = await callApi("/api/events");
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as { events: EventSummary[] };
    for (const city of ["riyadh", "khobar", "dammam"]) {
      const open = events.filter((event) => event.city === city && event.isRegistrationOpen);
      expect(open.length, city).toBeGreaterThan(0);
    }
    expect(events.some((event) => event.isFlagship)).toBe(true);
    // Past events are not listed as upcoming.
    expect(events.every((event) => new Date(event.endsAt) > new Date())).toBe(true);
  });

  it("seeds the three membership tiers with the /premium prices", async () => {
    await seed(new Date());
    const { results } = await env.DB.prepare(
      "select id, price_halalas, partner_discount_percent from membership_tiers order by sort_order",
    ).all();
    expect(results).toEqual([
      { id: "basic", price_halalas: 0, partner_discount_percent: 5 },
      { id: "premium", price_halalas: 29_900, partner_discount_percent: 15 },
      { id: "executive", price_halalas: 59_900, partner_discount_percent: 25 },
    ]);
  });
});

describe("demo accounts", () => {
  it("the seeded admin and member can sign in with the printed passwords, with their roles", async () => {
    const { demoAccountStatements, demoAccounts } = await import("../../worker/db/seed/accounts");
    const { hashPassword } = await import("../../worker/auth/password");
    const [admin, member] = demoAccounts;
    const hashes = { admin: await hashPassword(admin.password), member: await hashPassword(member.password) };
    const statements = demoAccountStatements(hashes, new Date());
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    // A second run leaves the accounts (and their passwords) alone.
    await env.DB.batch(demoAccountStatements(hashes, new Date()).map((sql) => env.DB.prepare(sql)));

    for (const demo of demoAccounts) {
      const response = await callApi("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify({ email: demo.email, password: demo.password, rememberMe: true }),
      });
      expect(response.status, demo.email).toBe(200);
      const cookie = response.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; ");
      const me = await callApi("/api/auth/user", { headers: { Cookie: cookie } });
      expect(((await me.json()) as { role: string }).role).toBe(demo.role);
    }
    // Two accounts that sign in; the demo reviewers have no password at all.
    const users = await env.DB.prepare(
      "select count(*) as n from user where id in (select user_id from account)",
    ).first<{ n: number }>();
    expect(users?.n).toBe(2);
    const reviewers = await env.DB.prepare(
      "select count(*) as n from user where id like 'seed-reviewer-%' and id not in (select user_id from account)",
    ).first<{ n: number }>();
    expect(reviewers?.n).toBe(5);
  });
});
