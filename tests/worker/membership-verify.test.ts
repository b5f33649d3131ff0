import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MembershipVerification, OwnMembershipCard } from "../../worker/contract/membership-card";
import { demoSeedStatements } from "../../worker/db/seed";
import { VERIFY_MISSES_ALLOWED } from "../../worker/routes/membership-card";
import { signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

async function giveMembership(
  email: string,
  membershipId: string,
  tier: string,
  validUntil: string | null,
  names: { first: string | null; last: string | null } = { first: null, last: null },
) {
  await env.DB.prepare(
    `update members set membership_id = ?, membership_tier = ?, membership_valid_until = ?,
       first_name = ?, last_name = ?, title = 'Engineer', company = 'Aramco', location = 'Riyadh',
       phone_number = '+966500000000'
     where user_id = (select id from user where email = ?)`,
  )
    .bind(membershipId, tier, validUntil, names.first, names.last, email)
    .run();
}

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString();

async function verify(id: string) {
  const response = await callApi(`/api/membership/verify/${encodeURIComponent(id)}`);
  return {
    response,
    body: (await response.json()) as MembershipVerification & { error?: { message: string } },
  };
}

describe("GET /api/membership/verify/:membershipId", () => {
  beforeAll(async () => {
    await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    const basic = await signUp(uniqueEmail("basic"), "Ayesha Khan");
    await giveMembership(basic.email, "SPPC-20260101-0001", "basic", null);
    const premium = await signUp(uniqueEmail("premium"), "Account Name");
    await giveMembership(premium.email, "SPPC-20260101-0002", "premium", inAYear, {
      first: "Bilal",
      last: "ahmed",
    });
    const expired = await signUp(uniqueEmail("expired"), "Sana Mir");
    await giveMembership(expired.email, "SPPC-20260101-0003", "executive", lastMonth);
  });

  it("says a Basic card (no end date) is valid, with the tier's discount and only first name and initial", async () => {
    const { response, body } = await verify("SPPC-20260101-0001");
    expect(response.status).toBe(200);
    expect(body).toEqual({
      membershipId: "SPPC-20260101-0001",
      valid: true,
      tierName: "Basic",
      discountPercent: 5,
      displayName: "Ayesha K.",
      validUntil: null,
    });
  });

  it("says a Premium card valid until next year is valid, preferring the profile's names", async () => {
    const { body } = await verify("SPPC-20260101-0002");
    expect(body).toMatchObject({
      valid: true,
      tierName: "Premium",
      discountPercent: 15,
      displayName: "Bilal A.",
    });
    expect(body.validUntil).toBe(inAYear);
  });

  it("says a paid card past its end date is expired", async () => {
    const { response, body } = await verify("SPPC-20260101-0003");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      valid: false,
      tierName: "Executive",
      discountPercent: 25,
      displayName: "Sana M.",
    });
  });

  it("reveals nothing else about the member", async () => {
    const { body } = await verify("SPPC-20260101-0002");
    expect(Object.keys(body).sort()).toEqual(
      ["discountPercent", "displayName", "membershipId", "tierName", "valid", "validUntil"].sort(),
    );
    const text = JSON.stringify(body);
    for (const secret of ["Aramco", "Engineer", "Riyadh", "+966", "@example.com", "ahmed", "Account"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers 404 with a clear message for an unknown number", async () => {
    const { response, body } = await verify("SPPC-19990101-9999");
    expect(response.status).toBe(404);
    expect(body.error?.message).toBe("No membership with this number.");
  });

  it("slows down an address that walks through unknown numbers, and only that address", async () => {
    const from = (ip: string, id: string) =>
      callApi(`/api/membership/verify/${id}`, { headers: { "cf-connecting-ip": ip } });
    for (let n = 0; n < VERIFY_MISSES_ALLOWED; n++) {
      expect((await from("203.0.113.9", `SPPC-20250101-${String(n).padStart(4, "0")}`)).status).toBe(404);
    }
    const limited = await from("203.0.113.9", "SPPC-20260101-0001");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await from("198.51.100.7", "SPPC-20260101-0001")).status).toBe(200);
  });
});

describe("GET /api/membership/card", () => {
  it("is for signed-in members only", async () => {
    const response = await callApi("/api/membership/card");
    expect(response.status).toBe(401);
  });

  it("gives a new account its Basic card from sign-up", async () => {
    const { cookie } = await signUp(uniqueEmail("newcard"));
    const response = await callApi("/api/membership/card", { headers: { Cookie: cookie } });
    const { card } = (await response.json()) as { card: OwnMembershipCard | null };
    expect(card?.membershipId).toMatch(/^SPPC-\d{8}-\d{4}$/);
    expect(card).toMatchObject({ tierId: "basic", valid: true, validUntil: null });
    expect(card?.memberSince).toBeTruthy();
  });

  it("is null for a member without a membership id (an account from before numbers at sign-up)", async () => {
    const { email, cookie } = await signUp(uniqueEmail("nocard"));
    await env.DB.prepare(
      "update members set membership_id = null where user_id = (select id from user where email = ?)",
    )
      .bind(email)
      .run();
    const response = await callApi("/api/membership/card", { headers: { Cookie: cookie } });
    expect(await response.json()).toEqual({ card: null });
  });

  it("gives the owner their whole card: profile details, since and validity", async () => {
    const { email, cookie } = await signUp(uniqueEmail("owner"), "Ayesha Khan");
    await giveMembership(email, "SPPC-20260101-0010", "premium", inAYear, { first: "Ayesha", last: "Khan" });
    await env.DB.prepare(
      "update members set membership_since = '2025-01-02T00:00:00.000Z' where membership_id = ?",
    )
      .bind("SPPC-20260101-0010")
      .run();
    const response = await callApi("/api/membership/card", { headers: { Cookie: cookie } });
    expect(await response.json()).toEqual({
      card: {
        membershipId: "SPPC-20260101-0010",
        name: "Ayesha Khan",
        tierId: "premium",
        tierName: "Premium",
        discountPercent: 15,
        valid: true,
        city: "Riyadh",
        profession: "Engineer",
        company: "Aramco",
        memberSince: "2025-01-02T00:00:00.000Z",
        validUntil: inAYear,
      },
    });
  });
});
