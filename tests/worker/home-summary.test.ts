import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { ConnectionState, HomeSummary } from "../../worker/contract/home";
import { ORIGIN, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

// Each test signs up two or three members (scrypt); on a busy 2-core machine that can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

/** A signed-up member with their user id; sharing opts the card (and connecting) in. */
async function member(options: { shares?: boolean; industry?: string } = {}) {
  const { email, cookie } = await signUp();
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  const id = row?.id ?? "";
  if (options.shares) {
    await run(
      "insert into consents (id, user_id, purpose, granted, method, policy_version) values (?, ?, 'profile_sharing', 1, 'test', '2024-12-21')",
      crypto.randomUUID(),
      id,
    );
  }
  if (options.industry) await run("update members set industry = ? where user_id = ?", options.industry, id);
  return { id, email, cookie };
}

/** A member without a session, straight into the tables: cheap when only their industry matters. */
async function quietMember(industry: string) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await run(
    "insert into user (id, name, email, created_at, updated_at) values (?, 'Quiet Member', ?, ?, ?)",
    id,
    `${id}@example.com`,
    now,
    now,
  );
  await run("insert into members (user_id, industry) values (?, ?)", id, industry);
}

async function summary(cookie: string): Promise<HomeSummary> {
  const response = await callApi("/api/home/summary", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as HomeSummary;
}

const viewProfile = (userId: string, cookie = "") =>
  callApi(`/api/profile/public/${userId}`, { headers: cookie ? { Cookie: cookie } : {} });

const connection = (method: "GET" | "PUT" | "DELETE", userId: string, cookie: string) =>
  callApi(`/api/profile/${userId}/connection`, {
    method,
    headers: { Origin: ORIGIN, Cookie: cookie },
  });

async function insertPost(authorId: string, removed = false) {
  await run(
    "insert into posts (id, author_user_id, content, removed_at) values (?, ?, 'Salaam from Riyadh', ?)",
    crypto.randomUUID(),
    authorId,
    removed ? new Date().toISOString() : null,
  );
}

describe("GET /api/home/summary", () => {
  it("is for signed-in members", async () => {
    const response = await callApi("/api/home/summary");
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe("unauthorized");
  });

  it("starts at zero and counts the member's own posts that were not removed", async () => {
    const me = await member();
    const other = await member();
    expect((await summary(me.cookie)).counts).toEqual({ connections: 0, posts: 0, profileViews: 0 });
    await insertPost(me.id);
    await insertPost(me.id);
    await insertPost(me.id, true);
    await insertPost(other.id);
    expect((await summary(me.cookie)).counts.posts).toBe(2);
  });

  it("counts a profile view once per viewer and day, ignores own views and visitors", async () => {
    const me = await member({ shares: true });
    const fan = await member();
    const another = await member();
    expect((await viewProfile(me.id, fan.cookie)).status).toBe(200);
    expect((await summary(me.cookie)).counts.profileViews).toBe(1);
    // The same viewer again the same day, the member themselves, and a visitor: still one.
    await viewProfile(me.id, fan.cookie);
    await viewProfile(me.id, me.cookie);
    await viewProfile(me.id);
    expect((await summary(me.cookie)).counts.profileViews).toBe(1);
    await viewProfile(me.id, another.cookie);
    expect((await summary(me.cookie)).counts.profileViews).toBe(2);
  });

  it("records no view of a profile that is not shared (the card answers 404)", async () => {
    const privateMember = await member();
    const curious = await member();
    expect((await viewProfile(privateMember.id, curious.cookie)).status).toBe(404);
    expect((await summary(privateMember.cookie)).counts.profileViews).toBe(0);
  });

  it("counts views of the last 30 days only", async () => {
    const me = await member();
    const viewer = await member();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const insert = "insert into profile_views (profile_user_id, viewer_user_id, day) values (?, ?, ?)";
    await run(insert, me.id, viewer.id, daysAgo(29));
    await run(insert, me.id, viewer.id, daysAgo(30));
    await run(insert, me.id, viewer.id, daysAgo(90));
    expect((await summary(me.cookie)).counts.profileViews).toBe(1);
  });

  it("puts the member's own industry first, then the largest groups, three at most", async () => {
    const me = await member({ industry: "Agriculture" });
    for (let n = 0; n < 4; n++) await quietMember("Oil & Gas");
    for (let n = 0; n < 3; n++) await quietMember("Construction");
    for (let n = 0; n < 2; n++) await quietMember("Information Technology");
    await quietMember("");
    const groups = (await summary(me.cookie)).industryGroups;
    expect(groups).toEqual([
      { industry: "Agriculture", members: 1, mine: true },
      { industry: "Oil & Gas", members: 4, mine: false },
      { industry: "Construction", members: 3, mine: false },
    ]);
    // Without an industry of their own, a member sees the three largest groups.
    const newcomer = await member();
    expect((await summary(newcomer.cookie)).industryGroups.map((group) => group.industry)).toEqual([
      "Oil & Gas",
      "Construction",
      "Information Technology",
    ]);
  });
});

describe("/api/profile/:userId/connection", () => {
  it("asks first, connects once the other member asks back, counts on both sides, and disconnects", async () => {
    const me = await member({ shares: true });
    const friend = await member({ shares: true });
    expect(
      ((await (await connection("GET", friend.id, me.cookie)).json()) as ConnectionState).connected,
    ).toBe(false);
    const put = await connection("PUT", friend.id, me.cookie);
    expect(put.status).toBe(200);
    // A request, not a connection: the friend has not agreed yet.
    expect(await put.json()).toEqual({ connected: false, status: "outgoing" });
    expect((await summary(me.cookie)).counts.connections).toBe(0);
    expect(await (await connection("PUT", me.id, friend.cookie)).json()).toEqual({
      connected: true,
      status: "connected",
    });

    const rows = await env.DB.prepare(
      "select user_a, user_b from member_connections where user_a in (?1, ?2) and user_b in (?1, ?2)",
    )
      .bind(me.id, friend.id)
      .all<{ user_a: string; user_b: string }>();
    // Stored once, smaller id first.
    expect(rows.results).toEqual([
      { user_a: [me.id, friend.id].sort()[0], user_b: [me.id, friend.id].sort()[1] },
    ]);
    expect((await summary(me.cookie)).counts.connections).toBe(1);
    expect((await summary(friend.cookie)).counts.connections).toBe(1);
    expect(await (await connection("GET", me.id, friend.cookie)).json()).toEqual({
      connected: true,
      status: "connected",
    });

    const removed = await connection("DELETE", friend.id, me.cookie);
    expect(await removed.json()).toEqual({ connected: false, status: "none" });
    expect((await summary(me.cookie)).counts.connections).toBe(0);
    expect((await summary(friend.cookie)).counts.connections).toBe(0);
  });

  it("refuses connecting to yourself, to private or unknown profiles, and visitors", async () => {
    const me = await member({ shares: true });
    const private_ = await member();
    const self = await connection("PUT", me.id, me.cookie);
    expect(self.status).toBe(400);
    expect((await connection("PUT", private_.id, me.cookie)).status).toBe(404);
    expect((await connection("PUT", "no-such-member", me.cookie)).status).toBe(404);
    expect((await connection("PUT", me.id, "")).status).toBe(401);
    expect((await connection("GET", me.id, "")).status).toBe(401);
    expect((await summary(me.cookie)).counts.connections).toBe(0);
  });
});
