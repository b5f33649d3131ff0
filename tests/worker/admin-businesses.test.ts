import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminBusiness, BusinessSummary, MyBusiness } from "../../worker/contract/businesses";
import { demoSeedStatements } from "../../worker/db/seed";
import { outboxFor } from "./accounts-helpers";
import { adminCookie, errorOf, member, send } from "./business-helpers";
import { callApi } from "./call-api";

let admin = "";
beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  admin = await adminCookie();
});

const base = "/api/admin/businesses";

async function submitted(name: string, language = "en") {
  const owner = await member("premium", "Imran Malik");
  await env.DB.prepare("update members set preferred_language = ? where user_id = ?")
    .bind(language, owner.userId)
    .run();
  const response = await send("POST", "/api/businesses", owner.cookie, {
    name,
    industry: "Retail",
    description: "Pakistani handicrafts and gifts for every occasion.",
    location: "Jeddah",
    contactEmail: "shop@example.com",
    halalCertified: false,
  });
  expect(response.status).toBe(201);
  return { owner, business: ((await response.json()) as { business: MyBusiness }).business };
}

async function publicList(query = ""): Promise<BusinessSummary[]> {
  const response = await callApi(`/api/businesses?limit=100${query}`);
  return ((await response.json()) as { businesses: BusinessSummary[] }).businesses;
}

async function adminList(query = ""): Promise<AdminBusiness[]> {
  const response = await send("GET", `${base}${query}`, admin);
  expect(response.status).toBe(200);
  return ((await response.json()) as { businesses: AdminBusiness[] }).businesses;
}

const input = (overrides: Record<string, unknown> = {}) => ({
  name: "Admin Added Traders",
  industry: "Manufacturing",
  description: "Made by admins for the directory test.",
  location: "Dammam",
  website: "https://traders.example",
  contactEmail: "",
  halalCertified: false,
  isVerified: true,
  featured: false,
  ...overrides,
});

describe("/api/admin/businesses", () => {
  it("is for admins only (401 for visitors, 403 for members), moderation included", async () => {
    const { business, owner } = await submitted("Guarded Shop");
    const basic = await member("basic");
    for (const [method, path] of [
      ["GET", base],
      ["POST", base],
      ["POST", `${base}/${business.id}/approve`],
      ["POST", `${base}/${business.id}/verify`],
      ["DELETE", `${base}/${business.id}`],
    ] as const) {
      const body = method === "GET" ? undefined : input();
      expect((await send(method, path, "", body)).status, `${method} ${path}`).toBe(401);
      expect((await send(method, path, basic.cookie, body)).status, `${method} ${path}`).toBe(403);
      expect((await send(method, path, owner.cookie, body)).status, `${method} ${path}`).toBe(403);
    }
    const stored = await env.DB.prepare("select status, is_verified from businesses where id = ?")
      .bind(business.id)
      .first();
    expect(stored).toEqual({ status: "pending", is_verified: 0 });
  });

  it("lists pending first, with the owner, and filters by status", async () => {
    const { business } = await submitted("Waiting Shop");
    const all = await adminList();
    expect(all[0]?.status).toBe("pending");
    const firstApproved = all.findIndex((b) => b.status !== "pending");
    expect(all.slice(firstApproved).every((b) => b.status !== "pending")).toBe(true);
    const row = all.find((b) => b.id === business.id);
    expect(row).toMatchObject({
      ownerName: "Imran Malik",
      contactEmail: "shop@example.com",
      featured: false,
    });
    const pending = await adminList("?status=pending");
    expect(pending.every((b) => b.status === "pending")).toBe(true);
    expect(pending.map((b) => b.id)).toContain(business.id);
    expect((await adminList("?status=approved")).map((b) => b.id)).not.toContain(business.id);
    expect((await send("GET", `${base}?status=lost`, admin)).status).toBe(422);
  });

  it("approving lists the business and emails the owner in their language", async () => {
    const { business, owner } = await submitted("Approved Crafts", "ur");
    expect((await publicList()).map((b) => b.slug)).not.toContain(business.slug);
    const response = await send("POST", `${base}/${business.id}/approve`, admin);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { business: AdminBusiness }).business.status).toBe("approved");

    const listed = await publicList("&location=Jeddah&industry=Retail");
    expect(listed.map((b) => b.slug)).toContain(business.slug);
    const mail = (await outboxFor(owner.email)).filter((m) => m.kind === "business-reviewed");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain("Approved Crafts");
    expect(mail[0]?.text).toContain("منظور");
    expect(mail[0]?.text).toContain(`/business/${business.slug}`);
    expect(mail[0]?.html).toContain('dir="rtl"');

    const mine = await send("GET", "/api/businesses/mine", owner.cookie);
    expect(((await mine.json()) as { businesses: MyBusiness[] }).businesses[0]?.status).toBe("approved");
  });

  it("rejects and hides with a reason the owner reads; without a reason it explains why not", async () => {
    const { business, owner } = await submitted("Doubtful Deals");
    const noReason = await send("POST", `${base}/${business.id}/reject`, admin, { reason: "  " });
    expect(noReason.status).toBe(422);
    expect((await errorOf(noReason)).message).toBe("Give a reason: it is emailed to the owner");

    const rejected = await send("POST", `${base}/${business.id}/reject`, admin, {
      reason: "No trade licence <b>given</b>",
    });
    expect(rejected.status).toBe(200);
    const [mail] = (await outboxFor(owner.email)).filter((m) => m.kind === "business-reviewed");
    expect(mail?.text).toContain("Reason: No trade licence <b>given</b>");
    expect(mail?.html).toContain("No trade licence &#60;b&#62;given&#60;/b&#62;");
    const mine = await send("GET", "/api/businesses/mine", owner.cookie);
    expect(((await mine.json()) as { businesses: MyBusiness[] }).businesses[0]).toMatchObject({
      status: "rejected",
      reviewNote: "No trade licence <b>given</b>",
    });

    await send("POST", `${base}/${business.id}/approve`, admin);
    expect((await publicList()).map((b) => b.slug)).toContain(business.slug);
    expect((await send("POST", `${base}/${business.id}/hide`, admin, { reason: "Complaints" })).status).toBe(
      200,
    );
    expect((await publicList()).map((b) => b.slug)).not.toContain(business.slug);
    expect((await outboxFor(owner.email)).filter((m) => m.kind === "business-reviewed")).toHaveLength(3);
  });

  it("verifies, features, edits, creates and deletes", async () => {
    const { business } = await submitted("Badge Bazaar");
    await send("POST", `${base}/${business.id}/approve`, admin);
    const verified = await send("POST", `${base}/${business.id}/verify`, admin);
    expect(((await verified.json()) as { business: AdminBusiness }).business.isVerified).toBe(true);
    expect((await publicList()).find((b) => b.slug === business.slug)?.isVerified).toBe(true);
    await send("POST", `${base}/${business.id}/unverify`, admin);
    expect((await publicList()).find((b) => b.slug === business.slug)?.isVerified).toBe(false);

    // Featured listings come first; the seed features two, so ours joins them at the top.
    await send("POST", `${base}/${business.id}/feature`, admin);
    expect((await publicList()).slice(0, 3).map((b) => b.slug)).toContain(business.slug);
    await send("POST", `${base}/${business.id}/unfeature`, admin);
    expect((await publicList()).slice(0, 3).map((b) => b.slug)).not.toContain(business.slug);

    const edited = await send(
      "PUT",
      `${base}/${business.id}`,
      admin,
      input({ name: "Badge Bazaar Ltd", location: "Taif" }),
    );
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as { business: AdminBusiness }).business;
    expect([after.name, after.location, after.slug, after.status]).toEqual([
      "Badge Bazaar Ltd",
      "Taif",
      business.slug,
      "approved",
    ]);
    expect((await send("PUT", `${base}/${business.id}`, admin, input({ name: "" }))).status).toBe(422);

    const created = await send("POST", base, admin, input());
    expect(created.status).toBe(201);
    const made = ((await created.json()) as { business: AdminBusiness }).business;
    expect(made).toMatchObject({
      status: "approved",
      isVerified: true,
      ownerEmail: null,
      contactEmail: null,
    });
    expect((await publicList("&location=Dammam")).map((b) => b.slug)).toContain(made.slug);

    expect((await send("DELETE", `${base}/${made.id}`, admin)).status).toBe(200);
    expect((await publicList()).map((b) => b.slug)).not.toContain(made.slug);
    expect((await send("DELETE", `${base}/${made.id}`, admin)).status).toBe(404);
    expect((await send("POST", `${base}/no-such-id/approve`, admin)).status).toBe(404);
  });
});
