import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessDetail, BusinessSummary } from "../../worker/contract/businesses";
import { demoSeedStatements } from "../../worker/db/seed";
import { callApi } from "./call-api";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

async function list(query = ""): Promise<BusinessSummary[]> {
  const response = await callApi(`/api/businesses${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { businesses: BusinessSummary[] }).businesses;
}

const slugs = (businesses: BusinessSummary[]) => businesses.map((b) => b.slug);

describe("GET /api/businesses", () => {
  it("lists the directory, featured first and then by rating, in the contract's shape", async () => {
    const businesses = await list();
    expect(slugs(businesses)).toEqual([
      "indus-tech-solutions",
      "karachi-darbar",
      "shifa-medical-clinic",
      "mehran-foods-trading",
      "crescent-logistics",
      "zamzam-textiles",
    ]);
    expect(businesses[1]).toEqual({
      id: "seed-business-karachi-darbar",
      slug: "karachi-darbar",
      name: "Karachi Darbar Restaurant",
      industry: "Food & Beverage",
      description: "Authentic Pakistani cuisine in the heart of Riyadh, halal certified since 2010.",
      location: "Riyadh",
      website: "https://karachidarbar.example",
      // Computed from the three seeded reviews (5, 5 and 4 stars).
      rating: "4.7",
      reviewsCount: 3,
      isVerified: true,
      halalCertified: true,
      employees: expect.anything(),
      founded: expect.anything(),
    });
    expect(businesses[1]).not.toHaveProperty("featured");
  });

  it("filters by industry, location and halal certification", async () => {
    expect(slugs(await list("?industry=Food%20%26%20Beverage"))).toEqual([
      "karachi-darbar",
      "mehran-foods-trading",
    ]);
    expect(slugs(await list("?location=Dammam"))).toEqual(["mehran-foods-trading", "crescent-logistics"]);
    expect(slugs(await list("?halalCertified=true"))).toEqual(["karachi-darbar", "mehran-foods-trading"]);
    const notHalal = await list("?halalCertified=false");
    expect(notHalal).toHaveLength(4);
    expect(notHalal.every((b) => !b.halalCertified)).toBe(true);
  });

  it("combines filters", async () => {
    expect(slugs(await list("?industry=Food%20%26%20Beverage&location=Dammam&halalCertified=true"))).toEqual([
      "mehran-foods-trading",
    ]);
    expect(await list("?industry=Healthcare&location=Riyadh")).toEqual([]);
    expect(slugs(await list("?location=Riyadh&search=cloud"))).toEqual(["indus-tech-solutions"]);
  });

  it("treats 'all' and empty values as no filter", async () => {
    const all = await list();
    expect(await list("?industry=all&location=all&halalCertified=all&search=")).toEqual(all);
    expect(await list("?industry=&location=")).toEqual(all);
  });

  it("searches name and description case-insensitively", async () => {
    expect(slugs(await list("?search=KARACHI"))).toEqual(["karachi-darbar", "crescent-logistics"]);
    expect(slugs(await list("?search=urdu-speaking"))).toEqual(["shifa-medical-clinic"]);
    expect(slugs(await list("?search=zamzam"))).toEqual(["zamzam-textiles"]);
    expect(await list("?search=%25")).toEqual([]);
  });

  it("limits the list (default 20, at most 100) and refuses a bad limit", async () => {
    expect(slugs(await list("?limit=2"))).toEqual(["indus-tech-solutions", "karachi-darbar"]);
    expect(await list("?limit=100")).toHaveLength(6);
    expect((await callApi("/api/businesses?limit=101")).status).toBe(400);
    expect((await callApi("/api/businesses?limit=0")).status).toBe(400);
    expect((await callApi("/api/businesses?halalCertified=maybe")).status).toBe(400);
  });

  it("lists approved businesses only, also when searched or filtered", async () => {
    for (const status of ["pending", "rejected", "hidden"]) {
      await env.DB.prepare(
        "insert into businesses (id, slug, name, industry, description, location, status, halal_certified) values (?, ?, ?, 'Food & Beverage', 'Karachi biryani', 'Riyadh', ?, 1)",
      )
        .bind(`t-${status}`, `unlisted-${status}`, `Unlisted ${status}`, status)
        .run();
    }
    try {
      const everything = await list("?limit=100");
      expect(everything).toHaveLength(6);
      expect(slugs(everything).some((slug) => slug.startsWith("unlisted-"))).toBe(false);
      expect(slugs(await list("?search=biryani&industry=all&location=all&halalCertified=all"))).toEqual([]);
      expect(
        slugs(await list("?industry=Food%20%26%20Beverage&location=Riyadh&halalCertified=true")),
      ).toEqual(["karachi-darbar"]);
      for (const status of ["pending", "rejected", "hidden"]) {
        expect((await callApi(`/api/businesses/unlisted-${status}`)).status, status).toBe(404);
        expect((await callApi(`/api/businesses/unlisted-${status}/reviews`)).status, status).toBe(404);
      }
    } finally {
      await env.DB.prepare("delete from businesses where id like 't-%'").run();
    }
  });

  it("writes the rating as a string with one decimal", async () => {
    await env.DB.prepare(
      "insert into businesses (id, slug, name, industry, description, location, rating) values ('t-b', 'test-round', 'Round Rating Co', 'Testing', 'x', 'Nowhere', 4)",
    ).run();
    try {
      const [business] = await list("?location=Nowhere");
      expect(business?.rating).toBe("4.0");
      for (const b of await list()) expect(b.rating).toMatch(/^\d\.\d$/);
    } finally {
      await env.DB.prepare("delete from businesses where id = 't-b'").run();
    }
  });
});

describe("GET /api/businesses/:slug", () => {
  it("returns one business, and 404 for an unknown slug", async () => {
    const response = await callApi("/api/businesses/shifa-medical-clinic");
    expect(response.status).toBe(200);
    const { business } = (await response.json()) as { business: BusinessDetail };
    expect(business.name).toBe("Shifa Medical Clinic");
    expect(business.rating).toBe("5.0");
    expect(business.status).toBe("approved");
    expect(business).toHaveProperty("contactEmail");

    const missing = await callApi("/api/businesses/no-such-business");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
