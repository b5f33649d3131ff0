import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MembershipConfirmResult } from "../../worker/contract/membership-register";
import { createDb } from "../../worker/db/client";
import {
  ensureMembershipId,
  membershipIdFor,
  membershipIdRandom,
} from "../../worker/domain/membership/membership-number";
import {
  PENDING_REGISTRATION_TTL_MS,
  storePendingRegistration,
} from "../../worker/domain/membership/pending-registration";
import { linkIn, ORIGIN, outboxFor, postJson, signIn, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { confirmLinkFor, followConfirmLink } from "./registration-helpers";

const ID = /^SPPC-\d{8}-\d{4}$/;

function payload(email: string, membershipTier = "standard") {
  return {
    fullName: "Bilal Ahmed Qureshi",
    email,
    phone: "+966501234567",
    profession: "Software Engineer",
    company: "Aramco",
    city: "Riyadh",
    membershipTier,
  };
}

async function memberByEmail(email: string) {
  return env.DB.prepare(
    `select m.user_id, m.membership_id, m.membership_tier, m.membership_since, m.membership_valid_until,
            m.phone_number, m.location
       from members m join user u on u.id = m.user_id where lower(u.email) = ?`,
  )
    .bind(email.toLowerCase())
    .all<Record<string, string | null>>();
}

async function userRows(email: string) {
  const row = await env.DB.prepare("select count(*) as n from user where lower(email) = ?")
    .bind(email.toLowerCase())
    .first<{ n: number }>();
  return row?.n ?? 0;
}

afterEach(() => vi.restoreAllMocks());

/** Members (made in SQL) holding all 10,000 four-digit numbers of a day (YYYYMMDD). */
async function fillDay(day: string, idPrefix: string) {
  await env.DB.prepare(
    `insert into user (id, name, email, email_verified, created_at, updated_at)
     with recursive n(value) as (select 0 union all select value + 1 from n where value < 9999)
     select ? || value, 'Full Day', ? || value || '@example.com', 0, 0, 0 from n`,
  )
    .bind(idPrefix, idPrefix)
    .run();
  await env.DB.prepare(
    `insert into members (user_id, membership_id)
     with recursive n(value) as (select 0 union all select value + 1 from n where value < 9999)
     select ? || value, ? || substr('000' || value, -4) from n`,
  )
    .bind(idPrefix, `SPPC-${day}-`)
    .run();
}

describe("membership ids", () => {
  it("uses the prefix, the date in Riyadh and four digits", () => {
    // 22:30 UTC on 31 December is already 1 January in Riyadh (UTC+3).
    expect(membershipIdFor("SPPC", new Date("2025-12-31T22:30:00Z"), "0042")).toBe("SPPC-20260101-0042");
    expect(membershipIdFor("SPPC", new Date("2025-12-31T20:59:00Z"), "9999")).toBe("SPPC-20251231-9999");
    expect(membershipIdRandom.digits()).toMatch(/^\d{4}$/);
  });

  /** Accounts are numbered at sign-up; these tests number them again, so they start without one. */
  async function unnumbered() {
    const { email } = await signUp();
    const [row] = (await memberByEmail(email)).results;
    await env.DB.prepare("update members set membership_id = null where user_id = ?")
      .bind(row?.user_id)
      .run();
    return String(row?.user_id);
  }

  it("draws new digits when the id is already taken", async () => {
    const db = createDb(env.DB);
    const now = new Date("2026-03-01T09:00:00Z");
    const a = await unnumbered();
    const b = await unnumbered();
    const digits = vi.spyOn(membershipIdRandom, "digits");
    digits.mockReturnValueOnce("1234");
    expect(await ensureMembershipId(db, a, "SPPC", now)).toBe("SPPC-20260301-1234");
    digits.mockReturnValueOnce("1234").mockReturnValueOnce("1234").mockReturnValueOnce("5678");
    expect(await ensureMembershipId(db, b, "SPPC", now)).toBe("SPPC-20260301-5678");
    expect(digits).toHaveBeenCalledTimes(4);
    // Upgrades and re-registrations ask again: the number stays.
    expect(await ensureMembershipId(db, b, "SPPC", new Date())).toBe("SPPC-20260301-5678");
  });

  it("after a few collisions picks one of the day's free numbers; past 10,000 a day, five digits", async () => {
    const db = createDb(env.DB);
    const now = new Date("2026-03-02T09:00:00Z");
    const a = await unnumbered();
    const b = await unnumbered();
    vi.spyOn(membershipIdRandom, "digits").mockReturnValue("7777");
    expect(await ensureMembershipId(db, a, "SPPC", now)).toBe("SPPC-20260302-7777");
    const second = await ensureMembershipId(db, b, "SPPC", now);
    expect(second).toMatch(/^SPPC-20260302-\d{4}$/);
    expect(second).not.toBe("SPPC-20260302-7777");

    // 3 March: all 10,000 four-digit numbers issued (members made in SQL): the next has five digits.
    await fillDay("20260303", "full-day-");
    vi.restoreAllMocks();
    const c = await unnumbered();
    const fifth = await ensureMembershipId(db, c, "SPPC", new Date("2026-03-03T09:00:00Z"));
    expect(fifth).toMatch(/^SPPC-20260303-\d{5}$/);
    const d = await unnumbered();
    const sixth = await ensureMembershipId(db, d, "SPPC", new Date("2026-03-03T10:00:00Z"));
    expect(sixth).toMatch(/^SPPC-20260303-\d{5}$/);
    expect(sixth).not.toBe(fifth);
    // A partner verifies a five-digit number typed loosely, like any other.
    const typed = `${fifth.slice(0, 4).toLowerCase()} ${fifth.slice(5, 13)} ${fifth.slice(14)}`;
    const verified = await callApi(`/api/membership/verify/${encodeURIComponent(typed)}`);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { membershipId: string }).membershipId).toBe(fifth);
  });

  it("never answers 409 for want of a number: a sign-up and a visitor's confirmation on a full day get five digits", async () => {
    // Today's 10,000 four-digit numbers all issued (an import of 10,000 members today, made in SQL).
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).replaceAll("-", "");
    await fillDay(today, "today-");
    const { email, response } = await signUp(uniqueEmail("full-day"));
    expect(response.status).toBe(200);
    const numberOf = async (address: string) =>
      (
        await env.DB.prepare(
          "select membership_id as id from members m join user u on u.id = m.user_id where u.email = ?",
        )
          .bind(address)
          .first<{ id: string }>()
      )?.id;
    expect(await numberOf(email)).toMatch(new RegExp(`^SPPC-${today}-\\d{5}$`));
    const visitor = uniqueEmail("full-day-visitor");
    expect((await postJson("/api/membership/register", payload(visitor))).status).toBe(202);
    const confirmed = await followConfirmLink(await confirmLinkFor(visitor));
    expect(confirmed.status).toBe(200);
    const { membershipId } = (await confirmed.json()) as MembershipConfirmResult;
    expect(membershipId).toMatch(new RegExp(`^SPPC-${today}-\\d{5}$`));
    expect(await numberOf(visitor)).toBe(membershipId);
    // The rest of this file numbers today's members with four digits again.
    // (Freeing the numbers is enough: deleting 10,000 accounts cascades through every table.)
    await env.DB.prepare("update members set membership_id = null where user_id like 'today-%'").run();
  });
});

describe("POST /api/membership/register", () => {
  it("creates nothing for a visitor until the emailed link is followed; then the account, once", async () => {
    const email = uniqueEmail("visitor");
    const response = await postJson("/api/membership/register", payload(email.toUpperCase()));
    expect(response.status).toBe(202);
    // The page's answer is the same as for an address with an account: the next step is in the inbox.
    expect(await response.json()).toEqual({
      membershipId: null,
      tier: "basic",
      paymentRequired: false,
      next: null,
      emailed: true,
    });
    // No account, no number, no welcome: only the confirmation link, in our words alone.
    expect(await userRows(email)).toBe(0);
    const mails = await outboxFor(email);
    expect(mails.map((message) => message.kind)).toEqual(["verify-email"]);
    for (const typed of ["Bilal", "Qureshi", "Aramco", "+966501234567"]) {
      expect(mails[0]?.text).not.toContain(typed);
      expect(mails[0]?.html).not.toContain(typed);
    }

    const link = await confirmLinkFor(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/membership/confirm`);
    const first = await followConfirmLink(link);
    expect(first.status).toBe(200);
    const confirmed = (await first.json()) as MembershipConfirmResult;
    expect(confirmed).toMatchObject({ outcome: "created", tier: "basic", checkoutUrl: null });
    expect(await userRows(email)).toBe(1);
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_id).toMatch(ID);
    expect(confirmed.membershipId).toBe(row?.membership_id);
    expect(row).toMatchObject({
      membership_tier: "basic",
      membership_valid_until: null,
      phone_number: "+966501234567",
      // Sent as the spec's "Riyadh", stored as the city list's id.
      location: "riyadh",
    });

    // A second click (or an old tab) creates nothing more: the link works once.
    const second = await followConfirmLink(link);
    expect(second.status).toBe(404);
    expect(await userRows(email)).toBe(1);
    expect((await outboxFor(email)).filter((message) => message.kind === "welcome")).toHaveLength(1);

    // The page's set-password link works: the visitor chooses a password and signs in.
    const follow = await callApi(String(confirmed.setPasswordUrl).replace(ORIGIN, ""), {
      redirect: "manual",
    });
    const token = new URL(follow.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await postJson("/api/auth/reset-password", { token, newPassword: "Badshahi Masjid 1673" });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "Badshahi Masjid 1673")).response.status).toBe(200);
  });

  it("creates one account when two tabs follow the same link at once", async () => {
    const email = uniqueEmail("two-tabs");
    await postJson("/api/membership/register", payload(email));
    const link = await confirmLinkFor(email);
    const answers = await Promise.all([followConfirmLink(link), followConfirmLink(link)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await userRows(email)).toBe(1);
  });

  it("refuses a link whose signature or id was changed, and creates nothing", async () => {
    const email = uniqueEmail("forged");
    await postJson("/api/membership/register", payload(email));
    const link = await confirmLinkFor(email);
    const forged = new URL(link);
    forged.searchParams.set("token", `${link.searchParams.get("token")?.split(".")[0]}.AAAA`);
    expect((await followConfirmLink(forged)).status).toBe(404);
    const other = new URL(link);
    other.searchParams.set("id", crypto.randomUUID());
    expect((await followConfirmLink(other)).status).toBe(404);
    expect(await userRows(email)).toBe(0);
  });

  it("clears links never followed once they expire: their typed details are not kept", async () => {
    const db = createDb(env.DB);
    const stale = uniqueEmail("stale");
    const old = new Date(Date.now() - 2 * PENDING_REGISTRATION_TTL_MS);
    await storePendingRegistration(
      db,
      { ...payload(stale), tier: "basic", language: "en" },
      { origin: ORIGIN, secret: "test-secret" },
      old,
    );
    const pending = () =>
      env.DB.prepare("select count(*) as n from verification where value like ?")
        .bind(`%${stale}%`)
        .first<{ n: number }>();
    expect((await pending())?.n).toBe(1);
    await postJson("/api/membership/register", payload(uniqueEmail("fresh-clears")));
    expect((await pending())?.n).toBe(0);
  });

  it("keeps one member when the same email registers again, and answers exactly as the first time", async () => {
    const email = uniqueEmail("twice");
    const first = await postJson("/api/membership/register", payload(email));
    const again = await postJson("/api/membership/register", payload(email));
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    const [linkA, linkB] = (await outboxFor(email)).map((mail) => new URL(linkIn(mail.text)));
    expect((await followConfirmLink(linkA as URL)).status).toBe(200);
    const later = await followConfirmLink(linkB as URL);
    expect(((await later.json()) as MembershipConfirmResult).outcome).toBe("existing");
    expect((await memberByEmail(email)).results).toHaveLength(1);
  });

  it("attaches to the signed-in member's account and keeps their id", async () => {
    const { email, cookie } = await signUp();
    const notAPhone = { ...payload("someone-else@example.com"), phone: "12" };
    expect((await postJson("/api/membership/register", notAPhone, cookie)).status).toBe(422);
    // Typed as people write it; stored in E.164.
    const typed = { ...payload("someone-else@example.com"), phone: "050 123 4567" };
    const response = await postJson("/api/membership/register", typed, cookie);
    expect(response.status).toBe(200);
    const { membershipId } = (await response.json()) as { membershipId: string };
    expect(membershipId).toMatch(ID);
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_id).toBe(membershipId);
    // Empty profile fields are filled from the registration; nothing the member set is overwritten.
    expect(row).toMatchObject({ phone_number: "+966501234567", location: "riyadh" });
    expect((await memberByEmail("someone-else@example.com")).results).toHaveLength(0);
    const again = await postJson(
      "/api/membership/register",
      { ...payload(email, "premium"), city: "Jeddah" },
      cookie,
    );
    expect(((await again.json()) as { membershipId: string }).membershipId).toBe(membershipId);
    expect((await memberByEmail(email)).results[0]?.location).toBe("riyadh");
  });

  it("keeps a paid tier Basic until payment and points to checkout", async () => {
    const { email, cookie } = await signUp();
    const response = await postJson("/api/membership/register", payload(email, "premium"), cookie);
    const body = (await response.json()) as { membershipId: string; next: string };
    expect(body).toMatchObject({ tier: "premium", paymentRequired: true });
    expect(body.next).toBe(`/checkout?membership_id=${body.membershipId}`);
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_tier).toBe("basic");
    const corporateEmail = uniqueEmail("corporate");
    const corporate = await postJson("/api/membership/register", payload(corporateEmail, "corporate"));
    expect(await corporate.json()).toMatchObject({ tier: "executive", paymentRequired: true, next: null });
    // The payment link comes once the address is confirmed, signed, for the new number.
    const confirmed = (await (
      await followConfirmLink(await confirmLinkFor(corporateEmail))
    ).json()) as MembershipConfirmResult;
    const [visitor] = (await memberByEmail(corporateEmail)).results;
    expect(visitor?.membership_tier).toBe("basic");
    expect(confirmed.checkoutUrl).toContain(`membership_id=${visitor?.membership_id}`);
    expect(confirmed.checkoutUrl).toMatch(/tier=executive&token=\d+\.[\w-]+$/);
  });

  it("answers a visitor the same for an address with an account; its link then says so and creates nothing", async () => {
    const { email } = await signUp();
    const fresh = await postJson("/api/membership/register", payload(uniqueEmail("fresh")));
    const response = await postJson("/api/membership/register", payload(email.toUpperCase()));
    expect(response.status).toBe(fresh.status);
    expect(await response.json()).toEqual(await fresh.json());
    const followed = await followConfirmLink(await confirmLinkFor(email));
    // The owner has a password: they sign in; no reset link is handed to whoever holds the mail.
    expect(await followed.json()).toMatchObject({
      outcome: "existing",
      membershipId: null,
      setPasswordUrl: null,
    });
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_id).toMatch(ID);
    expect((await outboxFor(email)).filter((message) => message.kind === "welcome")).toHaveLength(1);
    expect(await userRows(email)).toBe(1);
  });

  it("mails one address at most three times an hour, then answers 429 (the same whether it has an account)", async () => {
    const { email } = await signUp();
    const fresh = uniqueEmail("fresh-limit");
    for (const address of [email, fresh]) {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await postJson("/api/membership/register", payload(address))).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      const confirmations = (await outboxFor(address)).filter((message) =>
        message.text.includes("/membership/confirm"),
      );
      expect(confirmations).toHaveLength(3);
    }
    expect(await userRows(fresh)).toBe(0);
  });

  it("rejects missing fields and unknown tiers with field messages", async () => {
    const response = await postJson("/api/membership/register", {
      ...payload("not-an-email"),
      fullName: " ",
      membershipTier: "gold",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { details: Record<string, string[]> } };
    expect(body.error.details.email).toEqual(["Valid email is required"]);
    expect(body.error.details.fullName).toEqual(["Full name is required"]);
    expect(body.error.details.membershipTier).toBeTruthy();
  });

  it("takes a city of the city list and a profession of its list (422 validation_failed otherwise)", async () => {
    const response = await postJson("/api/membership/register", {
      ...payload(uniqueEmail("lists")),
      city: "Atlantis",
      profession: "Astronaut",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; details: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details).toEqual({
      city: ["Choose a city from the list"],
      profession: ["Profession is required"],
    });
    // Not sent, or not text: the same message.
    const { city: _, ...noCity } = payload(uniqueEmail("lists"));
    const missing = await postJson("/api/membership/register", { ...noCity, profession: 42 });
    const answer = (await missing.json()) as { error: { details: Record<string, string[]> } };
    expect(answer.error.details).toEqual({
      city: ["City is required"],
      profession: ["Profession is required"],
    });
  });
});
