import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MembershipTier } from "../../worker/contract/membership";
import { demoSeedStatements } from "../../worker/db/seed";
import { callApi } from "./call-api";

describe("GET /api/membership/tiers", () => {
  it("is an empty list before anything is seeded", async () => {
    const response = await callApi("/api/membership/tiers");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tiers: [] });
  });

  it("lists Basic, Premium and Executive in order with prices in halalas", async () => {
    await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    const response = await callApi("/api/membership/tiers");
    const { tiers } = (await response.json()) as { tiers: MembershipTier[] };
    expect(tiers.map((tier) => [tier.id, tier.priceHalalas, tier.partnerDiscountPercent])).toEqual([
      ["basic", 0, 5],
      ["premium", 29_900, 15],
      ["executive", 59_900, 25],
    ]);
    expect(tiers[1]?.isPopular).toBe(true);
    expect(tiers[0]?.benefits).toContain("WhatsApp group access");
  });
});
