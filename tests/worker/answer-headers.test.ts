import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/env";
import { routeTable } from "../../worker/index";
import { answerHeaders } from "../../worker/lib/answer-headers";
import { publicAnswer } from "../../worker/lib/public-answer";
import { adminCookie, insertBusiness, member } from "./business-helpers";
import { callApi } from "./call-api";
import { makeEvent } from "./events-helpers";

const PRIVATE = "private, no-store";
const PUBLIC = "public, max-age=60";

/** The routes whose answers are the same for everyone, as registered in the route table. */
const PUBLIC_ROUTES = new Set([
  "/api/events",
  "/api/events/city/:city",
  "/api/events/:event",
  "/api/events/:event/calendar.ics",
  "/api/events/photos",
  "/api/businesses",
  "/api/forums/categories",
  "/api/forums/threads",
  "/api/help/articles",
  "/api/help/articles/:slug",
  "/api/membership/tiers",
  "/api/membership/sponsorship-packages",
  "/api/membership/partners",
  "/api/payments/config",
]);

/** Photo bytes choose their own caching (versioned URLs kept for good, approved event photos public). */
const OWN_CACHING = new Set(["/api/profile/photo/:userId", "/api/events/photos/:id/file"]);

/** Not walked: signing out would end the walk's session; auth/* is better-auth's catch-all. */
const NOT_WALKED = new Set(["/api/logout", "/api/auth/*"]);

function expectSecurityHeaders(response: Response, label: string) {
  const header = (name: string) => response.headers.get(name);
  expect(header("Content-Security-Policy"), label).toContain("frame-ancestors 'none'");
  expect(header("Content-Security-Policy"), label).toContain("default-src 'none'");
  expect(header("X-Frame-Options"), label).toBe("DENY");
  expect(header("X-Content-Type-Options"), label).toBe("nosniff");
  expect(header("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(header("Permissions-Policy"), label).toContain("camera=(self)");
  expect(header("Cross-Origin-Opener-Policy"), label).toBe("same-origin");
}

const getRoutes = () => [
  ...new Set(routeTable.filter((route) => route.method === "GET").map((route) => route.path)),
];

let eventSlug = "";
const businessSlug = `headers-shop-${crypto.randomUUID().slice(0, 8)}`;
const articleSlug = `headers-help-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const event = await makeEvent("Headers Meetup");
  eventSlug = `test-${event.id}`;
  await insertBusiness({ slug: businessSlug });
  await env.DB.prepare(
    "insert into help_articles (id, slug, category, title, body) values (?, ?, 'membership', 'Headers', 'Text')",
  )
    .bind(crypto.randomUUID(), articleSlug)
    .run();
});

/** A real value for the parameters public routes need to answer 200; anything else gets "x". */
function fill(path: string): string {
  return path
    .replace(":event", eventSlug)
    .replace(":city", "riyadh")
    .replace(
      ":slug",
      path.startsWith("/api/businesses") ? businessSlug : path.startsWith("/api/help") ? articleSlug : "x",
    )
    .replace(/:[A-Za-z]+/g, "x");
}

describe("every GET route of the API", () => {
  it("keeps the public list in step with the route table", () => {
    const table = new Set(getRoutes());
    for (const path of [...PUBLIC_ROUTES, ...OWN_CACHING]) expect(table, path).toContain(path);
    // The walk below must see the whole API, not a handful of routes.
    expect(table.size).toBeGreaterThan(80);
  });

  it.each(["member", "admin"] as const)(
    "answers a signed-in %s with the security headers, and private, no-store unless the route is public",
    async (who) => {
      const cookie = who === "admin" ? await adminCookie() : (await member()).cookie;
      const seen = { public: 0, private: 0, ok: 0 };
      for (const path of getRoutes()) {
        if (NOT_WALKED.has(path)) continue;
        const url = fill(path);
        const response = await callApi(url, { headers: { Cookie: cookie }, redirect: "manual" });
        await response.body?.cancel();
        const label = `${who} GET ${url} (${response.status})`;
        expect(response.status, label).toBeLessThan(500);
        expectSecurityHeaders(response, label);
        if (response.status === 200) seen.ok += 1;
        const cacheControl = response.headers.get("Cache-Control");
        if (OWN_CACHING.has(path) && response.status === 200) continue;
        if (PUBLIC_ROUTES.has(path) && response.status === 200) {
          expect(cacheControl, label).toBe(PUBLIC);
          seen.public += 1;
        } else {
          expect(cacheControl, label).toBe(PRIVATE);
          seen.private += 1;
        }
      }
      // Every public route answered 200 with real parameters; admins read most of the rest.
      expect(seen.public).toBe(PUBLIC_ROUTES.size);
      expect(seen.ok).toBeGreaterThan(who === "admin" ? 50 : 25);
    },
    30_000,
  );
});

describe("personal and public answers", () => {
  it("keeps the member's own answers private: session, tickets, notifications, card, admin lists", async () => {
    const someone = await member();
    for (const path of [
      "/api/auth/user",
      "/api/events/rsvps/mine",
      "/api/notifications",
      "/api/membership/card",
      "/api/home/summary",
    ]) {
      const response = await callApi(path, { headers: { Cookie: someone.cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(PRIVATE);
    }
    const admin = await adminCookie();
    for (const path of ["/api/admin/members", "/api/admin/outbox"]) {
      const response = await callApi(path, { headers: { Cookie: admin } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(PRIVATE);
    }
  });

  it("marks lists that depend on the caller private even for visitors (exclusive jobs, invite links)", async () => {
    for (const path of ["/api/jobs", "/api/whatsapp-groups", `/api/businesses/${businessSlug}`]) {
      const response = await callApi(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(PRIVATE);
    }
  });

  it("marks the events list public for a visitor, and keeps errors and unknown paths private", async () => {
    const list = await callApi("/api/events");
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe(PUBLIC);
    expectSecurityHeaders(list, "events");
    // The app's offline note says how old a saved answer is from its Date (app/lib/saved-at.ts).
    expect(Math.abs(Date.parse(list.headers.get("Date") ?? "") - Date.now())).toBeLessThan(5_000);

    for (const path of ["/api/events/no-such-event", "/api/nope", "/api/auth/user"]) {
      const response = await callApi(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("Cache-Control"), path).toBe(PRIVATE);
      expectSecurityHeaders(response, path);
    }
  });
});

describe("publicAnswer", () => {
  const app = new Hono<AppEnv>()
    .use(answerHeaders)
    .get("/anyone", publicAnswer(), (c) => c.json({ ok: true }))
    // As findViewer does: once a route has looked up who is calling, its answer is theirs.
    .get("/looked-up", publicAnswer(), (c) => {
      c.set("viewer", null);
      return c.json({ ok: true });
    })
    .get("/cookie", publicAnswer(), (c) => {
      c.header("Set-Cookie", "a=b");
      return c.json({ ok: true });
    });

  it("is public only when the route never asked who is calling and set no cookie", async () => {
    expect((await app.request("/anyone")).headers.get("Cache-Control")).toBe(PUBLIC);
    expect((await app.request("/looked-up")).headers.get("Cache-Control")).toBe(PRIVATE);
    expect((await app.request("/cookie")).headers.get("Cache-Control")).toBe(PRIVATE);
  });
});
