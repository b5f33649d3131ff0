// Issue 32: the membership year. A paid grant always ends on a Riyadh day (a year ahead unless the admin
// picks another, never in the past); the members list shows and filters by it; the renewal job treats an
// admin's grant like a paid period, in the member's language.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MembershipVerification, OwnMembershipCard } from "../../worker/contract/membership-card";
import { createDb } from "../../worker/db/client";
import { demoSeedStatements } from "../../worker/db/seed";
import { demoAccountStatements } from "../../worker/db/seed/accounts";
import { effectiveTier } from "../../worker/domain/membership/effective-tier";
import { runMembershipRenewals } from "../../worker/domain/membership/renewals";
import { outboxFor, send } from "./accounts-helpers";
import {
  admin,
  DAY_MS,
  endOfRiyadhDay,
  grant,
  listMembers,
  member,
  names,
  riyadhDay,
  seedMembers,
  storedMembership,
  token,
} from "./admin-members-helpers";
import { callApi } from "./call-api";
import { localOutbox } from "./test-outbox";

beforeAll(async () => {
  // The tiers (names, prices) the card and the renewal mails read.
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("PUT /api/admin/members/:userId/tier: the membership year", () => {
  it("a paid grant without a date runs to the end of the same Riyadh day a year from today", async () => {
    const boss = await admin();
    const someone = await member();
    const before = Date.now();
    const { status, answer } = await grant(boss.cookie, someone.userId, { tier: "premium" });
    expect(status).toBe(200);
    const today = riyadhDay(before);
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(await storedMembership(someone.userId)).toEqual({
      tier: "premium",
      validUntil: endOfRiyadhDay(nextYear),
      status: "active",
    });
    expect(answer.member).toMatchObject({
      tier: "premium",
      validUntil: endOfRiyadhDay(nextYear),
      membershipStatus: "valid",
    });
  });

  it("takes a day or an ISO date-time and stores the end of that Riyadh day", async () => {
    const boss = await admin();
    const someone = await member();
    const inTenWeeks = riyadhDay(Date.now() + 70 * DAY_MS);
    expect(
      (await grant(boss.cookie, someone.userId, { tier: "executive", validUntil: inTenWeeks })).status,
    ).toBe(200);
    expect((await storedMembership(someone.userId))?.validUntil).toBe(endOfRiyadhDay(inTenWeeks));
    // 22:30 UTC on 31 March is already 1 April in Riyadh.
    await grant(boss.cookie, someone.userId, { tier: "premium", validUntil: "2030-03-31T22:30:00Z" });
    expect(await storedMembership(someone.userId)).toEqual({
      tier: "premium",
      validUntil: "2030-04-01T20:59:59.999Z",
      status: "active",
    });
    // Today is still allowed: the card is valid until today's end in Riyadh.
    const today = riyadhDay(Date.now());
    expect((await grant(boss.cookie, someone.userId, { tier: "premium", validUntil: today })).status).toBe(
      200,
    );
    expect((await storedMembership(someone.userId))?.validUntil).toBe(endOfRiyadhDay(today));
  });

  it("refuses an open-ended, past or unreadable end for a paid tier in the field, changing nothing", async () => {
    const boss = await admin();
    const someone = await member();
    const yesterday = riyadhDay(Date.now() - DAY_MS);
    const refusals: [unknown, string][] = [
      [null, "A paid tier needs an end date"],
      [yesterday, "Valid until must be today or later"],
      ["2020-01-01T10:00:00Z", "Valid until must be today or later"],
      ["31/12/2030", "Valid until must be a date (YYYY-MM-DD)"],
      ["2030-02-30", "Valid until must be a date (YYYY-MM-DD)"],
      ["", "Valid until must be a date (YYYY-MM-DD)"],
    ];
    for (const [validUntil, message] of refusals) {
      const { status, answer } = await grant(boss.cookie, someone.userId, { tier: "premium", validUntil });
      expect(status, String(validUntil)).toBe(422);
      expect(answer.error?.details?.validUntil, String(validUntil)).toEqual([message]);
    }
    expect(await storedMembership(someone.userId)).toEqual({ tier: "basic", validUntil: null, status: null });
    const audit = await env.DB.prepare("select count(*) as n from audit_log where target_id = ?")
      .bind(someone.userId)
      .first<{ n: number }>();
    expect(audit?.n).toBe(0);
    // Basic needs no date, and a past one sent with it is ignored.
    expect((await grant(boss.cookie, someone.userId, { tier: "basic", validUntil: yesterday })).status).toBe(
      200,
    );
  });

  it("Basic clears the end date and the subscription", async () => {
    const boss = await admin();
    const someone = await member();
    await grant(boss.cookie, someone.userId, { tier: "premium" });
    const { answer } = await grant(boss.cookie, someone.userId, { tier: "basic" });
    expect(await storedMembership(someone.userId)).toEqual({ tier: "basic", validUntil: null, status: null });
    expect(answer.member).toMatchObject({ tier: "basic", validUntil: null, membershipStatus: "valid" });
  });

  it("404 for a member who does not exist", async () => {
    const boss = await admin();
    expect((await grant(boss.cookie, "nobody", { tier: "premium" })).status).toBe(404);
  });
});

describe("GET /api/admin/members: valid-until, membership status, filters and sort by expiry", () => {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();

  it("shows each member's end date and status, filters by expiry, tier, city and language", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers([
      { first: `${tag}Soon`, tier: "premium", validUntil: at(10), city: "riyadh", language: "ur" },
      { first: `${tag}Month`, tier: "executive", validUntil: at(29), city: "jeddah", language: "ar" },
      { first: `${tag}Later`, tier: "premium", validUntil: at(75), city: "riyadh" },
      { first: `${tag}Ended`, tier: "premium", validUntil: at(-3), city: "Lahore", language: "ur" },
      { first: `${tag}Basic`, tier: "basic", validUntil: at(5), city: "dammam" },
      { first: `${tag}Barred`, tier: "premium", validUntil: at(-20), status: "suspended" },
    ]);
    const q = `q=${tag}`;
    const rows = (await listMembers(cookie, `${q}&sort=name`)).members;
    const byName = Object.fromEntries(rows.map((row) => [row.name.slice(tag.length), row]));
    expect(byName.Soon).toMatchObject({ validUntil: at(10), membershipStatus: "valid", language: "ur" });
    expect(byName.Ended).toMatchObject({ validUntil: at(-3), membershipStatus: "expired", city: "Lahore" });
    // Basic shows no end date (a leftover one is not the card's), and never expires.
    expect(byName.Basic).toMatchObject({ validUntil: null, membershipStatus: "valid" });
    expect(byName.Barred).toMatchObject({ membershipStatus: "suspended" });

    const found = async (query: string) => names(await listMembers(cookie, `${q}&sort=name&${query}`));
    const short = (list: string[]) => list.map((name) => name.slice(tag.length));
    expect(short(await found("expiresWithin=30"))).toEqual(["Month", "Soon"]);
    expect(short(await found("expiresWithin=7"))).toEqual([]);
    expect(short(await found("expiresWithin=90"))).toEqual(["Later", "Month", "Soon"]);
    expect(short(await found("membership=expired"))).toEqual(["Ended"]);
    expect(short(await found("membership=suspended"))).toEqual(["Barred"]);
    expect(short(await found("membership=valid"))).toEqual(["Basic", "Later", "Month", "Soon"]);
    expect(short(await found("tier=executive"))).toEqual(["Month"]);
    // Exact ids: "riyadh" is not a substring match any more.
    expect(short(await found("city=riyadh"))).toEqual(["Later", "Soon"]);
    expect(short(await found("language=ur"))).toEqual(["Ended", "Soon"]);
    expect(short(await found("language=ur&membership=expired"))).toEqual(["Ended"]);
    expect(short(await found("expiresWithin=30&city=jeddah&language=ar"))).toEqual(["Month"]);
    // Empty values are no filter, as cleared selects send them.
    expect(await found("expiresWithin=&membership=&city=&language=")).toHaveLength(6);
  });

  it("sorts by expiry: soonest end first, members without an end date last, either direction", async () => {
    const { cookie } = await admin();
    const tag = token();
    await seedMembers([
      { first: `${tag}A`, tier: "premium", validUntil: at(40) },
      { first: `${tag}B` },
      { first: `${tag}C`, tier: "premium", validUntil: at(-2) },
      { first: `${tag}D`, tier: "executive", validUntil: at(3) },
      { first: `${tag}E`, tier: "basic", validUntil: at(1) },
    ]);
    const order = async (query: string) =>
      names(await listMembers(cookie, `q=${tag}&${query}`)).map((name) => name.slice(tag.length));
    const soonest = await order("sort=validUntil");
    expect(soonest.slice(0, 3)).toEqual(["C", "D", "A"]);
    expect(soonest.slice(3).sort()).toEqual(["B", "E"]);
    const latest = await order("sort=validUntil&dir=desc");
    expect(latest.slice(0, 3)).toEqual(["A", "D", "C"]);
  });

  it("refuses bad filter values with a clear message", async () => {
    const { cookie } = await admin();
    const response = await send(
      "GET",
      "/api/admin/members?expiresWithin=abc&city=Lahore&language=fr&membership=gone&sort=expiry",
      cookie,
    );
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { details: Record<string, string[]> } };
    expect(error.details).toEqual({
      expiresWithin: ["Expires within must be a whole number of days from 1 to 365"],
      city: ["City must be one of the listed cities"],
      language: ["Language must be en, ar or ur"],
      membership: ["Membership must be valid, expired or suspended"],
      sort: ["Sort must be joined, name, lastActive or validUntil"],
    });
    for (const days of ["0", "366", "7.5", "-3"]) {
      const bad = await send("GET", `/api/admin/members?expiresWithin=${days}`, cookie);
      expect(bad.status, days).toBe(422);
    }
  });
});

describe("renewals of an admin's grant", () => {
  const SITE = "https://sppc.example";
  const db = createDb(env.DB);
  const mailer = localOutbox();
  const run = (now: Date) => runMembershipRenewals(db, mailer, now, { siteUrl: SITE });

  it("an Urdu reader granted Premium ending in 20 days gets the 30-day reminder in Urdu, once", async () => {
    const boss = await admin();
    const someone = await member("Imran Siddiqui");
    await env.DB.prepare("update members set preferred_language = 'ur' where user_id = ?")
      .bind(someone.userId)
      .run();
    const endDay = riyadhDay(Date.now() + 20 * DAY_MS);
    expect((await grant(boss.cookie, someone.userId, { tier: "premium", validUntil: endDay })).status).toBe(
      200,
    );

    const now = new Date();
    await run(now);
    await run(new Date(now.getTime() + DAY_MS));
    const reminders = (await outboxFor(someone.email)).filter((mail) => mail.kind === "membership-renewal");
    expect(reminders).toHaveLength(1);
    const urduDay = new Intl.DateTimeFormat("ur", {
      dateStyle: "long",
      calendar: "gregory",
      timeZone: "Asia/Riyadh",
    }).format(new Date(`${endDay}T12:00:00+03:00`));
    expect(reminders[0]?.subject).toBe(
      `اپنی SPPC پریمیم رکنیت کی تجدید کریں: یہ ${urduDay} کو ختم ہو رہی ہے`,
    );
    expect(reminders[0]?.html).toContain('dir="rtl"');
    const claimed = await env.DB.prepare(
      "select days_before as days, valid_until as validUntil from membership_renewal_reminders where user_id = ?",
    )
      .bind(someone.userId)
      .all<{ days: number; validUntil: string }>();
    expect(claimed.results).toEqual([{ days: 30, validUntil: endOfRiyadhDay(endDay) }]);
  });

  it("once a granted period has passed: card and /verify say expired, benefits are Basic, history is kept, one mail", async () => {
    const boss = await admin();
    const someone = await member("Sana Mir");
    const endDay = riyadhDay(Date.now() + 5 * DAY_MS);
    await grant(boss.cookie, someone.userId, { tier: "premium", validUntil: endDay });
    // Ten days pass: the stored end moves ten days back, which is the same as the clock moving on.
    const ended = new Date(Date.parse(endOfRiyadhDay(endDay)) - 10 * DAY_MS).toISOString();
    await env.DB.prepare("update members set membership_valid_until = ? where user_id = ?")
      .bind(ended, someone.userId)
      .run();

    const now = new Date();
    await run(now);
    await run(new Date(now.getTime() + DAY_MS));
    expect(await storedMembership(someone.userId)).toEqual({
      tier: "premium",
      validUntil: ended,
      status: "expired",
    });
    const expiry = (await outboxFor(someone.email)).filter((mail) => mail.kind === "membership-expired");
    expect(expiry).toHaveLength(1);
    expect(expiry[0]?.subject).toBe("Your SPPC Premium membership has expired");

    const cardResponse = await send("GET", "/api/membership/card", someone.cookie);
    const { card } = (await cardResponse.json()) as { card: OwnMembershipCard };
    expect(card).toMatchObject({ tierId: "premium", valid: false, validUntil: ended });
    const verifyResponse = await callApi(`/api/membership/verify/${encodeURIComponent(card.membershipId)}`);
    const verified = (await verifyResponse.json()) as MembershipVerification;
    expect(verified).toMatchObject({
      valid: false,
      status: "expired",
      validUntil: ended,
      discountPercent: null,
    });
    expect(effectiveTier({ membershipTier: "premium", membershipValidUntil: ended }, now)).toBe("basic");
    const user = (await (await send("GET", "/api/auth/user", someone.cookie)).json()) as {
      membershipTier: string;
      subscriptionStatus: string;
    };
    expect(user).toMatchObject({ membershipTier: "basic", subscriptionStatus: "expired" });
    const list = await listMembers(boss.cookie, `q=${encodeURIComponent(someone.email)}&membership=expired`);
    expect(list.members.map((row) => row.userId)).toEqual([someone.userId]);
  });
});

describe("the demo seed", () => {
  it("gives every paid demo member an end date", async () => {
    const now = new Date();
    await env.DB.batch(
      [...demoSeedStatements(now), ...demoAccountStatements({ admin: "x", member: "x" }, now)].map((sql) =>
        env.DB.prepare(sql),
      ),
    );
    const open = await env.DB.prepare(
      `select count(*) as n from members where membership_tier in ('premium', 'executive')
         and membership_valid_until is null`,
    ).first<{ n: number }>();
    expect(open?.n).toBe(0);
  });
});
