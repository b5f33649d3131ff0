import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExploreSummary } from "../../worker/contract/explore";
import { createDb } from "../../worker/db/client";
import { demoSeedStatements } from "../../worker/db/seed";
import { countHashtags, hashtagsIn, trendingHashtags } from "../../worker/domain/posts/hashtags";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

let cookie = "";
let adminCookie = "";

const send = (method: string, path: string, body?: unknown, as = adminCookie) =>
  callApi(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: as },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function explore(): Promise<ExploreSummary> {
  const response = await callApi("/api/explore", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ExploreSummary;
}

async function insertJob(slug: string, status: string, expiresDays = 30) {
  await run(
    `insert into jobs (id, slug, title, company, location, type, category, description, status, posted_at, expires_at)
     values (?, ?, 'Counted job', 'Co', 'Riyadh', 'Full-time', 'Technology', 'Text', ?, ?, ?)`,
    `job-${slug}`,
    slug,
    status,
    iso(-1),
    iso(expiresDays),
  );
}

async function insertBusiness(slug: string, status: string) {
  await run(
    `insert into businesses (id, slug, name, industry, description, location, status)
     values (?, ?, 'Counted business', 'Technology', 'Text', 'Riyadh', ?)`,
    `business-${slug}`,
    slug,
    status,
  );
}

async function insertTender(
  slug: string,
  fields: { status?: string; deadlineDays?: number; published?: boolean },
) {
  await run(
    `insert into tenders (id, slug, title, organization, value, deadline, category, status, description, published_at)
     values (?, ?, 'Counted tender', 'Ministry', 'SAR 1M', ?, 'Energy', ?, 'Text', ?)`,
    `tender-${slug}`,
    slug,
    iso(fields.deadlineDays ?? 10).slice(0, 10),
    fields.status ?? "Active",
    fields.published === false ? null : iso(-1),
  );
}

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  cookie = (await signUp()).cookie;
  const admin = await signUp(uniqueEmail("admin"));
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
});

describe("GET /api/explore", () => {
  it("is for signed-in members", async () => {
    const response = await callApi("/api/explore");
    expect(response.status).toBe(401);
  });

  it("counts members, open jobs, approved businesses and active tenders from the database", async () => {
    const before = (await explore()).counts;
    expect(before.members).toBeGreaterThan(0);
    expect(before.openJobs).toBeGreaterThan(0);
    expect(before.businesses).toBeGreaterThan(0);
    expect(before.activeTenders).toBeGreaterThan(0);

    await insertJob("open-one", "approved");
    await insertJob("pending-one", "pending");
    await insertJob("expired-one", "approved", -1);
    await insertBusiness("approved-one", "approved");
    await insertBusiness("pending-one", "pending");
    await insertBusiness("hidden-one", "hidden");
    await insertTender("active-one", {});
    await insertTender("closed-one", { status: "Closed" });
    await insertTender("past-one", { deadlineDays: -2 });
    await insertTender("draft-one", { published: false });

    const after = (await explore()).counts;
    expect(after).toEqual({
      members: before.members,
      openJobs: before.openJobs + 1,
      businesses: before.businesses + 1,
      activeTenders: before.activeTenders + 1,
    });
  });

  it("says the same numbers as the lists its tiles open, for Basic and Premium readers alike", async () => {
    await insertJob("exclusive-one", "approved");
    await run("update jobs set exclusive = 1 where slug = 'exclusive-one'");
    const premium = await signUp();
    await run(
      "update members set membership_tier = 'premium' where user_id = (select id from user where email = ?)",
      premium.email,
    );
    const get = async <T>(path: string, as: string) => {
      const response = await callApi(path, { headers: { Cookie: as } });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    for (const reader of [cookie, premium.cookie]) {
      const { counts } = await get<ExploreSummary>("/api/explore", reader);
      const { jobs } = await get<{ jobs: unknown[] }>("/api/jobs?limit=100", reader);
      expect(counts.openJobs).toBe(jobs.length);

      let tenders = 0;
      let cursor = "";
      do {
        const page = await get<{ tenders: unknown[]; nextCursor: string | null; total: number }>(
          `/api/tenders?status=Active&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          reader,
        );
        tenders += page.tenders.length;
        expect(counts.activeTenders).toBe(page.total);
        cursor = page.nextCursor ?? "";
      } while (cursor);
      expect(counts.activeTenders).toBe(tenders);

      let members = 0;
      for (let page = 1; ; page++) {
        const directory = await get<{ members: unknown[]; total: number }>(
          `/api/members?page=${page}`,
          reader,
        );
        members += directory.members.length;
        if (directory.members.length === 0 || members >= directory.total) break;
      }
      expect(counts.members).toBe(members);
    }
    const basic = (await get<ExploreSummary>("/api/explore", cookie)).counts.openJobs;
    expect((await get<ExploreSummary>("/api/explore", premium.cookie)).counts.openJobs).toBe(basic + 2);
  });

  it("lists only active featured content, in the admins' order", async () => {
    await run("update featured_content set is_active = 0 where id = 'seed-featured-mentorship'");
    await run(
      "insert into featured_content (id, kind, title, url, sort_order) values ('first-one', 'job', 'First of all', '/jobs', -1)",
    );
    const { featured } = await explore();
    expect(featured.map((item) => item.title)).toEqual([
      "First of all",
      "Elevate: SPPC Annual Summit",
      "Job Placement Program",
    ]);
    expect(Object.keys(featured[0] ?? {}).sort()).toEqual([
      "description",
      "id",
      "kind",
      "shownIn",
      "title",
      "url",
    ]);
  });
});

describe("trending hashtags", () => {
  it("finds tags in any script, once per post, ignoring numbers, links and entities", () => {
    expect([
      ...hashtagsIn("Join #NEOMJobs and #neomjobs, #2030, page#anchor, &#39; #روزگار").values(),
    ]).toEqual(["#NEOMJobs", "#روزگار"]);
    expect(countHashtags(["#Iqama #iqama #Iqama", "#iqama help", "#Cricket"])).toEqual([
      { tag: "#Iqama", count: 2 },
      { tag: "#Cricket", count: 1 },
    ]);
  });

  it("counts forum threads and replies of the last 30 days that are still visible", async () => {
    // Only this test's posts: the demo threads carry hashtags of their own.
    await run("delete from forum_threads");
    await run(
      "insert into forum_categories (id, slug, name, description) values ('cat-open', 'cat-open', 'Open', 'x'), ('cat-hidden', 'cat-hidden', 'Hidden', 'x')",
    );
    await run("update forum_categories set is_hidden = 1 where id = 'cat-hidden'");
    const thread = (
      id: string,
      category: string,
      title: string,
      body: string,
      daysAgo: number,
      removed = false,
    ) =>
      run(
        `insert into forum_threads (id, slug, category_id, title, body, author_name, last_activity_at, created_at, removed_at)
         values (?, ?, ?, ?, ?, 'Test', ?, ?, ?)`,
        id,
        id,
        category,
        title,
        body,
        iso(-daysAgo),
        iso(-daysAgo),
        removed ? iso(0) : null,
      );
    const reply = (threadId: string, body: string, daysAgo: number, removed = false) =>
      run(
        "insert into forum_replies (id, thread_id, author_name, body, created_at, removed_at) values (?, ?, 'Test', ?, ?, ?)",
        crypto.randomUUID(),
        threadId,
        body,
        iso(-daysAgo),
        removed ? iso(0) : null,
      );
    await thread("t-recent", "cat-open", "Renewing my #Iqama", "Any tips? #Riyadh", 2);
    await thread("t-old", "cat-open", "#Oldtopic #Oldtopic", "#Iqama", 45);
    await thread("t-removed", "cat-open", "#Removed", "spam", 1, true);
    await thread("t-hidden", "cat-hidden", "#Secret", "x", 1);
    await reply("t-recent", "Same question #iqama", 1);
    await reply("t-old", "Still relevant #IQAMA", 3);
    await reply("t-recent", "#Removed reply", 1, true);
    await reply("t-hidden", "#Secret again", 1);

    const trending = await trendingHashtags(createDb(env.DB), new Date());
    expect(trending).toEqual([
      { tag: "#Iqama", count: 3 },
      { tag: "#Riyadh", count: 1 },
    ]);
    expect((await explore()).trending).toEqual(trending);
  });
});

describe("/api/admin/featured", () => {
  const item = (overrides: Record<string, unknown> = {}) => ({
    kind: "tender",
    title: "Riyadh Metro expansion",
    description: "A major tender this month.",
    url: "/tenders",
    sortOrder: 5,
    isActive: true,
    ...overrides,
  });

  it("is for admins only", async () => {
    expect((await callApi("/api/admin/featured")).status).toBe(401);
    expect((await send("GET", "/api/admin/featured", undefined, cookie)).status).toBe(403);
    expect((await send("POST", "/api/admin/featured", item(), cookie)).status).toBe(403);
  });

  it("accepts same-site paths for every kind and https links only for kind link", async () => {
    const urlError = async (body: Record<string, unknown>) => {
      const response = await send("POST", "/api/admin/featured", item(body));
      expect(response.status).toBe(422);
      return ((await response.json()) as { error: { details: Record<string, string[]> } }).error.details.url;
    };
    expect(await urlError({ url: "https://example.com" })).toEqual([
      "Use a path on this site starting with /, for example /jobs",
    ]);
    expect(await urlError({ kind: "link", url: "http://example.com" })).toBeTruthy();
    expect(await urlError({ kind: "link", url: "//evil.example" })).toBeTruthy();
    expect(await urlError({ kind: "link", url: "javascript:alert(1)" })).toBeTruthy();
    const link = await send(
      "POST",
      "/api/admin/featured",
      item({ kind: "link", url: "https://elevate.sppc.sa" }),
    );
    expect(link.status).toBe(201);
  });

  it("creates, edits, hides, reorders and deletes, and /explore follows", async () => {
    const created = await send("POST", "/api/admin/featured", item());
    expect(created.status).toBe(201);
    const { item: tender } = (await created.json()) as { item: { id: string } };

    const edited = await send("PUT", `/api/admin/featured/${tender.id}`, item({ title: "Metro tender" }));
    expect(edited.status).toBe(200);
    expect((await explore()).featured.some((f) => f.title === "Metro tender")).toBe(true);

    await send("POST", `/api/admin/featured/${tender.id}/visibility`, { isActive: false });
    expect((await explore()).featured.some((f) => f.title === "Metro tender")).toBe(false);
    await send("POST", `/api/admin/featured/${tender.id}/visibility`, { isActive: true });

    const listed = (await (await send("GET", "/api/admin/featured")).json()) as {
      items: { id: string; title: string; isActive: boolean }[];
    };
    expect(listed.items.some((i) => !i.isActive)).toBe(true);
    const reversed = listed.items.map((i) => i.id).reverse();
    const reorder = await send("PUT", "/api/admin/featured/order", { ids: reversed });
    expect(reorder.status).toBe(200);
    const activeInNewOrder = listed.items
      .slice()
      .reverse()
      .filter((i) => i.isActive)
      .map((i) => i.title);
    expect(activeInNewOrder[0]).toBe("Metro tender");
    expect((await explore()).featured.map((f) => f.title)).toEqual(activeInNewOrder);
    expect((await send("PUT", "/api/admin/featured/order", { ids: reversed.slice(1) })).status).toBe(409);

    expect((await send("DELETE", `/api/admin/featured/${tender.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/featured/${tender.id}`)).status).toBe(404);
    expect((await send("PUT", `/api/admin/featured/${tender.id}`, item())).status).toBe(404);
  });
});
