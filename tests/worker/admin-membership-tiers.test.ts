import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminMembershipTier } from "../../worker/contract/admin-membership-tiers";
import type { MembershipTier } from "../../worker/contract/membership";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

async function admin() {
  const account = await signUp(uniqueEmail("admin"));
  await makeAdmin(account.email);
  return account.cookie;
}

async function adminTiers(cookie: string) {
  const response = await send("GET", "/api/admin/membership-tiers", cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { tiers: AdminMembershipTier[] }).tiers;
}

async function publicTiers() {
  return ((await (await callApi("/api/membership/tiers")).json()) as { tiers: MembershipTier[] }).tiers;
}

/** The editable part of a tier, as the form sends it. */
const editable = (tier: AdminMembershipTier) => ({
  name: tier.name,
  priceHalalas: tier.priceHalalas,
  partnerDiscountPercent: tier.partnerDiscountPercent,
  benefits: tier.benefits,
  isPopular: tier.isPopular,
  forSale: tier.forSale,
  sortOrder: tier.sortOrder,
});

const detailsOf = async (response: Response) =>
  ((await response.json()) as { error: { details: Record<string, string[]> } }).error.details;

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("admin membership tiers", () => {
  it("answers 401 to visitors and 403 to members", async () => {
    expect((await callApi("/api/admin/membership-tiers")).status).toBe(401);
    expect((await send("PUT", "/api/admin/membership-tiers/premium", "", {})).status).toBe(401);
    const member = await signUp(uniqueEmail("member"));
    expect((await send("GET", "/api/admin/membership-tiers", member.cookie)).status).toBe(403);
    expect((await send("PUT", "/api/admin/membership-tiers/premium", member.cookie, {})).status).toBe(403);
  });

  it("lists the three tiers with every column", async () => {
    const tiers = await adminTiers(await admin());
    expect(tiers.map((tier) => [tier.id, tier.priceHalalas, tier.sortOrder])).toEqual([
      ["basic", 0, 1],
      ["premium", 29_900, 2],
      ["executive", 59_900, 3],
    ]);
    expect(Object.keys(tiers[1] ?? {}).sort()).toEqual(
      [
        "benefits",
        "benefitsAr",
        "benefitsUr",
        "billingPeriod",
        "createdAt",
        "forSale",
        "id",
        "isPopular",
        "name",
        "nameAr",
        "nameUr",
        "partnerDiscountPercent",
        "priceHalalas",
        "sortOrder",
      ].sort(),
    );
  });

  it("edits a tier; the public tiers follow, and 'most popular' moves to it", async () => {
    const cookie = await admin();
    const [, premium, executive] = await adminTiers(cookie);
    if (!premium || !executive) throw new Error("Seeded tiers missing");
    const response = await send("PUT", "/api/admin/membership-tiers/executive", cookie, {
      ...editable(executive),
      name: "  Executive Plus ",
      priceHalalas: 64_900,
      partnerDiscountPercent: 30,
      benefits: [" Everything in Premium ", "Board dinner invitation"],
      isPopular: true,
      forSale: false,
    });
    expect(response.status).toBe(200);
    const { tier } = (await response.json()) as { tier: AdminMembershipTier };
    expect(tier).toMatchObject({
      id: "executive",
      name: "Executive Plus",
      priceHalalas: 64_900,
      forSale: false,
    });

    const shown = await publicTiers();
    expect(shown.find((t) => t.id === "executive")).toMatchObject({
      name: "Executive Plus",
      priceHalalas: 64_900,
      partnerDiscountPercent: 30,
      benefits: ["Everything in Premium", "Board dinner invitation"],
      isPopular: true,
      forSale: false,
    });
    expect(shown.filter((t) => t.isPopular).map((t) => t.id)).toEqual(["executive"]);

    // Back as seeded, so the order of the tests does not matter.
    const restored = await send("PUT", "/api/admin/membership-tiers/executive", cookie, editable(executive));
    expect(restored.status).toBe(200);
    await send("PUT", "/api/admin/membership-tiers/premium", cookie, editable(premium));
    expect((await publicTiers()).filter((t) => t.isPopular).map((t) => t.id)).toEqual(["premium"]);
  });

  it("rejects bad values with a message per field and changes nothing", async () => {
    const cookie = await admin();
    const before = await adminTiers(cookie);
    const premium = before[1];
    if (!premium) throw new Error("Seeded tiers missing");
    const response = await send("PUT", "/api/admin/membership-tiers/premium", cookie, {
      ...editable(premium),
      name: "",
      priceHalalas: 299.5,
      partnerDiscountPercent: 101,
      benefits: ["Networking events", "  "],
      sortOrder: -1,
    });
    expect(response.status).toBe(422);
    expect(await detailsOf(response)).toEqual({
      name: ["Name must be 1 to 40 characters"],
      priceHalalas: ["Price must be a whole number of halalas, 0 or more"],
      partnerDiscountPercent: ["Partner discount must be a whole number from 0 to 100"],
      benefits: ["Each benefit must be 1 to 120 characters"],
      sortOrder: ["Order must be a whole number from 0 to 1,000"],
    });

    const tooMany = await send("PUT", "/api/admin/membership-tiers/premium", cookie, {
      ...editable(premium),
      benefits: Array.from({ length: 21 }, (_, i) => `Benefit ${i}`),
    });
    expect(await detailsOf(tooMany)).toEqual({ benefits: ["List 1 to 20 benefits"] });
    const none = await send("PUT", "/api/admin/membership-tiers/premium", cookie, {
      ...editable(premium),
      benefits: [],
    });
    expect(await detailsOf(none)).toEqual({ benefits: ["List 1 to 20 benefits"] });
    expect(await adminTiers(cookie)).toEqual(before);
  });

  it("keeps Basic free and refuses tiers that do not exist", async () => {
    const cookie = await admin();
    const [basic] = await adminTiers(cookie);
    if (!basic) throw new Error("Seeded tiers missing");
    const priced = await send("PUT", "/api/admin/membership-tiers/basic", cookie, {
      ...editable(basic),
      priceHalalas: 100,
    });
    expect(priced.status).toBe(422);
    expect(await detailsOf(priced)).toEqual({
      priceHalalas: ["Basic is the free tier: its price must stay 0"],
    });
    expect((await publicTiers())[0]?.priceHalalas).toBe(0);

    const unknown = await send("PUT", "/api/admin/membership-tiers/platinum", cookie, editable(basic));
    expect(unknown.status).toBe(404);
  });

  it("applies a new price to new bank transfers only", async () => {
    const cookie = await admin();
    const premium = (await adminTiers(cookie))[1];
    if (!premium) throw new Error("Seeded tiers missing");
    const member = await signUp(uniqueEmail("member"));
    const membershipId = `SPPC-20260302-${crypto.randomUUID().slice(0, 6)}`;
    await env.DB.prepare(
      "update members set membership_id = ? where user_id = (select id from user where email = ?)",
    )
      .bind(membershipId, member.email)
      .run();
    const transfer = async (reference: string) => {
      const response = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
        membershipId,
        tier: "premium",
        reference,
      });
      expect(response.status).toBe(201);
      return reference;
    };
    const early = await transfer(`OLD-${crypto.randomUUID()}`);
    await send("PUT", "/api/admin/membership-tiers/premium", cookie, {
      ...editable(premium),
      priceHalalas: 34_900,
    });
    const late = await transfer(`NEW-${crypto.randomUUID()}`);
    const amount = async (ref: string) =>
      (
        await env.DB.prepare("select amount_halalas from payments where provider_ref = ?").bind(ref).first<{
          amount_halalas: number;
        }>()
      )?.amount_halalas;
    expect(await amount(early)).toBe(29_900);
    expect(await amount(late)).toBe(34_900);
    await send("PUT", "/api/admin/membership-tiers/premium", cookie, editable(premium));
  });
});
