// The built app as served (vite preview applies the _headers file the build wrote, as Workers Static
// Assets does in production): the CSP and its script hash, private API answers, no CSP violation in
// Chromium on visitor and member pages, and no framing. Headers of every API route:
// tests/worker/answer-headers.test.ts.
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;
const violations: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  // With the service worker controlling the pages, so the answers it serves from its caches are checked
  // under the policy too (a copy of the run's installed profile: its install under the same policy is
  // proven in offline-pages.spec.ts).
  browser = await launchBrowser({ serviceWorker: "installed" });
  // Reported by the browser for every refused script, style, image, connection or frame.
  await browser.context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page = await openPage(browser);
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const text = message.text();
    if (/Content Security Policy|CSP violation/.test(text)) violations.push(`${page.url()}: ${text}`);
    else consoleErrors.push(text);
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("security headers of the served app", () => {
  it("answers / with a CSP that allows exactly its inline language script, and forbids framing", async () => {
    const response = await fetch(`${browser.baseURL}/`);
    const html = await response.text();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(inline).toContain("document.documentElement.dir");
    const hash = createHash("sha256").update(inline).digest("base64");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // A page of the client router (SPA fallback) carries the same policy.
    const deep = await fetch(`${browser.baseURL}/events/no-such-event`);
    await deep.body?.cancel();
    expect(deep.headers.get("content-security-policy")).toBe(policy);
  });

  it("answers /api/auth/user privately, with the API's own policy", async () => {
    const response = await fetch(`${browser.baseURL}/api/auth/user`);
    await response.body?.cancel();
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("runs visitor and member pages in Chromium with no CSP violation", async () => {
    for (const path of ["/", "/events", "/business", "/jobs", "/forums", "/membership-card", "/login"]) {
      await page.goto(path);
      await expectPageHeading(page);
    }
    await signUpViaApi(page, "Bilal Ahmed", uniqueEmail("csp"));
    for (const path of ["/", "/membership-card", "/tickets", "/wallet", "/profile"]) {
      await page.goto(path);
      await expectPageHeading(page);
    }
    // The service worker (workbox, sw-extra.js) installed under the policy too.
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    expect(violations).toEqual([]);
  });

  it("cannot be framed by another page", async () => {
    const framing = await openPage(browser);
    const refused: string[] = [];
    framing.on("console", (message) => {
      if (message.text().includes("frame-ancestors")) refused.push(message.text());
    });
    await framing.setContent(`<iframe title="app" src="${browser.baseURL}/"></iframe>`);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = framing.frames().find((candidate) => candidate !== framing.mainFrame());
    expect(await frame?.locator("h1").count()).toBe(0);
    await framing.close();
  });
});
