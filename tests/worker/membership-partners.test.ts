import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PartnerDiscount } from "../../worker/contract/membership-card";
import type {
  AdminPartner,
  AdminSponsorshipPackage,
  SponsorshipPackage,
} from "../../worker/contract/partners";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

async function admin() {
  const account = await signUp(uniqueEmail("admin"));
  await makeAdmin(account.email);
  return account.cookie;
}

async function publicPartners() {
  const response = await callApi("/api/membership/partners");
  return ((await response.json()) as { partners: PartnerDiscount[] }).partners;
}

async function publicPackages() {
  const response = await callApi("/api/membership/sponsorship-packages");
  return ((await response.json()) as { packages: SponsorshipPackage[] }).packages;
}

const packageInput = (overrides: Record<string, unknown> = {}) => ({
  title: "City Chapter Sponsor",
  duration: "Six months",
  priceHalalas: 1_000_000,
  badge: "New",
  benefits: ["Logo on the chapter page"],
  includes: ["4 social media posts"],
  sortOrder: 5,
  ...overrides,
});

describe("admin partners and sponsorship packages", () => {
  it("answers 401 to visitors and 403 to members, for reads and writes", async () => {
    for (const base of ["/api/admin/partners", "/api/admin/sponsorship-packages"]) {
      expect((await callApi(base)).status).toBe(401);
      expect((await send("POST", base, "", {})).status).toBe(401);
      const member = await signUp(uniqueEmail("member"));
      expect((await send("GET", base, member.cookie)).status).toBe(403);
      expect((await send("POST", base, member.cookie, {})).status).toBe(403);
      expect((await send("DELETE", `${base}/x`, member.cookie)).status).toBe(403);
    }
  });

  it("lets an admin create, order, hide, edit and delete partners; hidden ones leave the public list", async () => {
    const cookie = await admin();
    const created = await send("POST", "/api/admin/partners", cookie, {
      name: "Zeta Dates",
      discountPercent: 18,
      category: "Food",
      sortOrder: 1,
    });
    expect(created.status).toBe(201);
    const { partner } = (await created.json()) as { partner: AdminPartner };
    expect(partner).toMatchObject({ name: "Zeta Dates", discountPercent: 18, isActive: true, sortOrder: 1 });
    const second = await send("POST", "/api/admin/partners", cookie, {
      name: "Alpha Optics",
      discountPercent: 10,
      category: "Health",
      sortOrder: 2,
    });
    const other = ((await second.json()) as { partner: AdminPartner }).partner;
    expect((await publicPartners()).map((p) => p.name)).toEqual(["Zeta Dates", "Alpha Optics"]);

    const hidden = await send("PUT", `/api/admin/partners/${partner.id}`, cookie, {
      name: "Zeta Dates",
      discountPercent: 20,
      category: "Food",
      isActive: false,
      sortOrder: 1,
    });
    expect(hidden.status).toBe(200);
    expect((await publicPartners()).map((p) => p.name)).toEqual(["Alpha Optics"]);
    const adminList = (await (await send("GET", "/api/admin/partners", cookie)).json()) as {
      partners: AdminPartner[];
    };
    expect(adminList.partners.find((p) => p.id === partner.id)).toMatchObject({
      isActive: false,
      discountPercent: 20,
    });

    expect((await send("DELETE", `/api/admin/partners/${other.id}`, cookie)).status).toBe(204);
    expect(await publicPartners()).toEqual([]);
    expect((await send("DELETE", `/api/admin/partners/${other.id}`, cookie)).status).toBe(404);
  });

  it("rejects a discount outside 1 to 90 with a clear message", async () => {
    const cookie = await admin();
    for (const discountPercent of [0, 91, 12.5]) {
      const response = await send("POST", "/api/admin/partners", cookie, {
        name: "Bad",
        discountPercent,
        category: "Food",
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { details: Record<string, string[]> } };
      expect(body.error.details.discountPercent).toEqual(["Discount must be a whole number from 1 to 90"]);
    }
  });

  it("lets an admin manage sponsorship packages; the public list has only active ones, in order", async () => {
    await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    const seeded = await publicPackages();
    expect(seeded.map((p) => [p.slug, p.priceHalalas])).toEqual([
      ["regional", 5_000_000],
      ["event", 2_500_000],
      ["loyalty", 500_000],
    ]);
    expect(seeded[0]?.includes).toContain("24 social media posts a year");

    const cookie = await admin();
    const created = await send("POST", "/api/admin/sponsorship-packages", cookie, packageInput());
    expect(created.status).toBe(201);
    const pkg = ((await created.json()) as { package: AdminSponsorshipPackage }).package;
    expect((await publicPackages())[0]?.title).toBe("City Chapter Sponsor");

    const edited = await send(
      "PUT",
      `/api/admin/sponsorship-packages/${pkg.id}`,
      cookie,
      packageInput({ isActive: false, badge: "" }),
    );
    expect(((await edited.json()) as { package: AdminSponsorshipPackage }).package).toMatchObject({
      isActive: false,
      badge: null,
    });
    expect((await publicPackages()).map((p) => p.slug)).toEqual(["regional", "event", "loyalty"]);

    const bad = await send(
      "POST",
      "/api/admin/sponsorship-packages",
      cookie,
      packageInput({ priceHalalas: -1 }),
    );
    expect(bad.status).toBe(422);
    expect((await send("DELETE", `/api/admin/sponsorship-packages/${pkg.id}`, cookie)).status).toBe(204);
  });
});
