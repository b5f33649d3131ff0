// The attack suite (issue 18): every route of the API, read from the app's own route table at run time
// (so a new route is walked without anyone listing it), as a visitor, a member, another member and an
// admin, with real and junk ids, junk queries and malformed bodies. It fails on any 5xx, any admin
// route answering a non-admin with 2xx, and any answer to the other member holding the member's
// private values (email, phone, a mentorship message, an RSVP note).
import { beforeAll, expect, it } from "vitest";
import { MESSAGES_PER_MINUTE_PER_CONVERSATION } from "../../worker/domain/messages/send-limits";
import { routeTable } from "../../worker/index";
import { ORIGIN } from "./accounts-helpers";
import { EMPTY_OBJECT, JUNK_IDS, type JunkBody, junkBodies, junkQueries } from "./attack-inputs";
import { buildConversationWorld, buildWorld, ROLES, type Role, type World } from "./attack-world";
import { callApi } from "./call-api";
import { connectMembers, member, openSocket, send, shareProfile } from "./messages-helpers";

type Probe = { role: Role; method: string; path: string; body?: JunkBody; label: string };

/** Requests in flight at once: enough to overlap D1's round trips, few enough for a shared 2-core box. */
const GROUP = 24;

/** Routes that end the caller's session or account run last, so the other routes are walked signed in. */
const endsSession = (path: string) => /logout|sign-out|delete-account|revoke/.test(path);
const isAdminPath = (path: string) => path.startsWith("/api/admin/") || path === "/api/admin";

/** Parameters (`:name`, `:name{regex}`, `*`) filled by `fill(segmentBefore, name)`. */
function fillPath(path: string, fill: (before: string, name: string) => string): string {
  const segments = path.split("/");
  return segments
    .map((segment, index) => {
      const before = segments[index - 1] ?? "";
      if (segment === "*") return fill(before, "*");
      const match = segment.match(/^:([A-Za-z0-9_]+)(\{.*\})?\??$/);
      return match?.[1] ? fill(before, match[1]) : segment;
    })
    .join("/");
}

/**
 * The requests one role sends one route (`turn`: the route's index, which rotates the junk). One role
 * walks each route deep, with junk ids, queries and bodies: the admin on admin routes, the member (who
 * owns the real ids) elsewhere. The others send one request with real ids: enough to see a guard refuse
 * them, and for the other member, to try reading the member's data.
 */
function probesFor(world: World, role: Role, method: string, path: string, turn: number): Probe[] {
  const verb = method === "ALL" ? "GET" : method;
  const real = fillPath(path, (before, name) => world.realIds.get(`${before}:${name}`) ?? "x");
  const deep = role === (isAdminPath(path) ? "admin" : "member");
  // The other member stands for every signed-in non-admin on admin routes.
  if (role === "member" && isAdminPath(path)) return [];
  const junkId = JUNK_IDS[turn % JUNK_IDS.length] ?? "x";
  const junkPath = path.includes(":") ? [fillPath(path, () => junkId)] : [];
  const probe = (target: string, label: string, body?: JunkBody): Probe => ({
    role,
    method: verb,
    path: target,
    body,
    label,
  });
  if (verb === "GET") {
    if (!deep) return [probe(real, "real ids")];
    return [
      probe(real, "real ids"),
      ...junkQueries(turn).map((query, index) => probe(real + query, `junk query ${index}`)),
      ...junkPath.map((target) => probe(target, "junk id")),
    ];
  }
  // The visitor only reads admin routes (the same guard refuses every method); the admin, who walks
  // admin routes deep, only reads the others.
  if (!deep && (role === "admin" || (role === "visitor" && isAdminPath(path)))) return [];
  if (!deep) return [probe(real, "real ids", EMPTY_OBJECT)];
  return [
    ...junkBodies(turn).map((body) => probe(real, body.label, body)),
    ...junkPath.map((target) => probe(target, "junk id", EMPTY_OBJECT)),
  ];
}

function request(world: World, probe: Probe): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN });
  if (probe.role !== "visitor") headers.set("Cookie", world.accounts[probe.role].cookie);
  if (probe.body?.type) headers.set("Content-Type", probe.body.type);
  return callApi(probe.path, { method: probe.method, headers, body: probe.body?.body, redirect: "manual" });
}

/** What is wrong with one answer, if anything. */
function verdict(world: World, probe: Probe, status: number, text: string): string | null {
  if (status >= 500) return `${status} ${text.slice(0, 120)}`;
  if (isAdminPath(probe.path) && probe.role !== "admin" && status >= 200 && status < 300) {
    return `admin route answered ${status} to a ${probe.role}`;
  }
  if (probe.role === "other") {
    const leaked = world.secrets.find((secret) => text.includes(secret));
    if (leaked) return `the other member read the member's private value ${leaked}`;
  }
  return null;
}

let world: World;
beforeAll(async () => {
  world = await buildWorld();
  // The member's data exists, so the other member's reads are real attempts on it.
  for (const key of [
    "posts:id",
    "comments:id",
    "threads:slug",
    "requests:id",
    "rsvps:rsvpId",
    "verify:membershipId",
  ]) {
    expect(world.realIds.get(key), key).toBeTruthy();
  }
});

it("answers every route, as anyone, with anything, without a 5xx, an admin leak or a cross-member read", async () => {
  const started = Date.now();
  const routes = [...new Map(routeTable.map((route) => [`${route.method} ${route.path}`, route])).values()];
  const reads: Probe[] = [];
  const writes: Probe[] = [];
  const last: Probe[] = [];
  // Writes: strangers first, then the owner, then the admin, so the member's data is still there
  // when the other member tries it.
  for (const role of ["visitor", "other", "member", "admin"] as const) {
    for (const [turn, { method, path }] of routes.entries()) {
      const probes = probesFor(world, role, method, path, turn);
      if (endsSession(path)) last.push(...probes);
      else if (probes[0]?.method === "GET") reads.push(...probes);
      else writes.push(...probes);
    }
  }
  const failures = new Map<string, string>();
  // The leak check must be able to fire: the admin does read the member's private values somewhere.
  let adminSawSecret = false;
  let sent = 0;
  for (const phase of [reads, writes, last]) {
    for (let start = 0; start < phase.length; start += GROUP) {
      const group = phase.slice(start, start + GROUP);
      await Promise.all(
        group.map(async (probe) => {
          const response = await request(world, probe);
          const text = await response.text();
          const problem = verdict(world, probe, response.status, text);
          if (probe.role === "admin" && world.secrets.some((secret) => text.includes(secret)))
            adminSawSecret = true;
          sent += 1;
          const key = `${probe.role} ${probe.method} ${probe.path.slice(0, 120)} [${probe.label}]`;
          if (problem && failures.size < 200) failures.set(key, problem);
        }),
      );
    }
  }
  console.log(
    `attack suite: ${sent} requests over ${routes.length} routes as ${ROLES.join(", ")} ` +
      `(${world.realIds.size} real ids) in ${Date.now() - started} ms; ${failures.size} failures`,
  );
  expect(Object.fromEntries(failures)).toEqual({});
  expect(adminSawSecret).toBe(true);
  // About 1,300 requests: some 10 s on an idle machine; the limit leaves room for a loaded CI box.
}, 180_000);

// Issue 33: a world with a direct conversation between A and B, and C, a third member connected with A.
it("lets a third member read and receive nothing of A and B's conversation, and a signed-out socket nothing", async () => {
  const { a, b, c, secret } = await buildConversationWorld();
  // By REST: C's inbox and C's own conversations with each of them.
  for (const path of ["/api/messages", `/api/messages/${a.userId}`, `/api/messages/${b.userId}`]) {
    const response = await send("GET", path, c.cookie);
    expect(response.status, path).toBeLessThan(500);
    expect(await response.text(), path).not.toContain(secret);
  }
  // By socket: none into A and B's room (no member has the conversation's id; B is no one C may write).
  for (const target of [b.userId, `${a.userId}:${b.userId}`, `${b.userId}:${a.userId}`]) {
    const refused = await openSocket(c.cookie, target);
    expect(refused.socket, target).toBeNull();
    expect(refused.response.status, target).toBeGreaterThanOrEqual(400);
    expect(refused.response.status, target).toBeLessThan(500);
  }
  // C's own room with A hears nothing of what A writes to B; B's socket hears it until B signs out.
  const cLive = await openSocket(c.cookie, a.userId);
  const bLive = await openSocket(b.cookie, a.userId);
  await send("POST", "/api/messages", a.cookie, { to: b.userId, text: `Live: ${secret}` });
  expect(await bLive.next()).toMatchObject({ type: "message", message: { text: `Live: ${secret}` } });
  expect((await send("POST", "/api/auth/sign-out", b.cookie, {})).status).toBe(200);
  expect(await bLive.closed()).not.toBeNull();
  await send("POST", "/api/messages", a.cookie, { to: b.userId, text: `After: ${secret}` });
  expect(JSON.stringify(bLive.events)).not.toContain("After:");
  expect(JSON.stringify(cLive.events)).not.toContain(secret);
  cLive.socket?.close(1000, "done");
});

// Issue 33: a spammer meets each limit at its threshold, by the API as the app calls it (the exact
// windows and the counters' arithmetic are spam-limits.test.ts's and accounts-sign-up.test.ts's).
it("meets a spammer with a 429 at each limit's threshold, and across a block with a refusal", async () => {
  const [spammer, target, asked, blocker] = await Promise.all([
    member("Spam Sender"),
    member("Sana Target"),
    member("Asad Asked"),
    member("Bushra Blocker"),
  ]);
  await Promise.all([
    connectMembers(spammer.userId, target.userId),
    shareProfile(asked.userId),
    shareProfile(blocker.userId),
  ]);
  const write = (text: string) => send("POST", "/api/messages", spammer.cookie, { to: target.userId, text });
  for (let sent = 0; sent < MESSAGES_PER_MINUTE_PER_CONVERSATION; sent += 1) {
    expect((await write(`hello ${sent}`)).status).toBe(201);
  }
  const limited = await write("one too many");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

  const ask = () => send("POST", `/api/profile/connections/${asked.userId}`, spammer.cookie);
  expect((await ask()).status).toBe(200);
  expect((await send("DELETE", `/api/profile/connections/${asked.userId}`, spammer.cookie)).status).toBe(200);
  expect((await ask()).status).toBe(429);

  expect((await send("PUT", `/api/messages/${spammer.userId}/block`, blocker.cookie)).status).toBe(200);
  expect((await send("POST", `/api/profile/connections/${blocker.userId}`, spammer.cookie)).status).toBe(403);

  const report = () =>
    send("POST", `/api/messages/${target.userId}/report`, spammer.cookie, { reason: "spam!" });
  expect((await report()).status).toBe(201);
  expect((await report()).status).toBe(409);
});
