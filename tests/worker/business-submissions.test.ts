import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessSummary, MyBusiness } from "../../worker/contract/businesses";
import { demoSeedStatements } from "../../worker/db/seed";
import { errorOf, member, send } from "./business-helpers";
import { callApi } from "./call-api";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: "Lahore Chai House",
  industry: "Food & Beverage",
  description: "Karak chai, parathas and Lahori breakfast in Olaya.",
  location: "Riyadh",
  website: "https://lahorechai.example",
  contactEmail: "hello@lahorechai.example",
  phone: "+966 50 123 4567",
  halalCertified: true,
  employees: "10-25",
  founded: 2019,
  ...overrides,
});

const submit = (cookie: string, body: unknown = listing()) => send("POST", "/api/businesses", cookie, body);

async function publicSlugs(): Promise<string[]> {
  const response = await callApi("/api/businesses?limit=100");
  return ((await response.json()) as { businesses: BusinessSummary[] }).businesses.map((b) => b.slug);
}

describe("POST /api/businesses", () => {
  it("needs a signed-in member", async () => {
    expect((await submit("")).status).toBe(401);
  });

  it("refuses Basic members with a message that points to the upgrade", async () => {
    const basic = await member("basic");
    const response = await submit(basic.cookie);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toMatch(/Premium and Executive.*subscription/);
    const { n } = (await env.DB.prepare("select count(*) as n from businesses where owner_user_id = ?")
      .bind(basic.userId)
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });

  it("stores a Premium member's listing as pending: not listed, visible to its owner only", async () => {
    const premium = await member("premium");
    const response = await submit(premium.cookie);
    expect(response.status).toBe(201);
    const { business } = (await response.json()) as { business: MyBusiness };
    expect(business).toMatchObject({
      name: "Lahore Chai House",
      status: "pending",
      isVerified: false,
      rating: "0.0",
      reviewsCount: 0,
      halalCertified: true,
      founded: 2019,
    });
    expect(business.slug).toMatch(/^lahore-chai-house-[0-9a-f]{6}$/);
    const stored = await env.DB.prepare(
      "select status, owner_user_id, contact_email, phone from businesses where id = ?",
    )
      .bind(business.id)
      .first();
    expect(stored).toEqual({
      status: "pending",
      owner_user_id: premium.userId,
      contact_email: "hello@lahorechai.example",
      phone: "+966501234567",
    });

    expect(await publicSlugs()).not.toContain(business.slug);
    expect((await callApi(`/api/businesses/${business.slug}`)).status).toBe(404);
    const own = await callApi(`/api/businesses/${business.slug}`, { headers: { Cookie: premium.cookie } });
    expect(own.status).toBe(200);

    const mine = await callApi("/api/businesses/mine", { headers: { Cookie: premium.cookie } });
    const { businesses } = (await mine.json()) as { businesses: MyBusiness[] };
    expect(businesses.map((b) => [b.name, b.status])).toEqual([["Lahore Chai House", "pending"]]);
  });

  it("accepts Executive members and optional fields left empty", async () => {
    const executive = await member("executive");
    const response = await submit(
      executive.cookie,
      listing({
        name: "Gulf Audit Partners",
        industry: "Professional Services",
        website: "",
        phone: "",
        employees: "",
        founded: null,
        halalCertified: false,
      }),
    );
    expect(response.status).toBe(201);
    const { business } = (await response.json()) as { business: MyBusiness };
    expect([business.website, business.employees, business.founded]).toEqual([null, null, null]);
  });

  it("explains every invalid field and saves nothing", async () => {
    const premium = await member("premium");
    const response = await submit(
      premium.cookie,
      listing({
        name: " ",
        industry: "Astrology",
        description: "Too short",
        location: "",
        website: "http://insecure.example",
        contactEmail: "not-an-email",
        phone: "call me",
        founded: 3000,
      }),
    );
    expect(response.status).toBe(422);
    const { details } = await errorOf(response);
    expect(details).toEqual({
      name: ["Enter the business name"],
      industry: ["Choose an industry from the list"],
      description: ["Describe the business in at least 20 characters"],
      location: ["Enter the city"],
      website: ["Enter a website starting with https://"],
      contactEmail: ["Enter a valid contact email"],
      phone: ["Enter a valid phone number, for example +966 50 123 4567"],
      founded: ["The founding year cannot be in the future"],
    });
    const mine = await callApi("/api/businesses/mine", { headers: { Cookie: premium.cookie } });
    expect(((await mine.json()) as { businesses: unknown[] }).businesses).toEqual([]);
  });

  it("lists only the asker's submissions, and needs a session", async () => {
    expect((await callApi("/api/businesses/mine")).status).toBe(401);
    const other = await member("basic");
    const mine = await callApi("/api/businesses/mine", { headers: { Cookie: other.cookie } });
    expect(((await mine.json()) as { businesses: unknown[] }).businesses).toEqual([]);
  });
});
