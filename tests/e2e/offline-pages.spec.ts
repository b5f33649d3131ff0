// Offline-first in Chromium: the app installs the way Lighthouse checks it, and after one online
// visit the card, jobs, directory, forums, groups and an event open offline with the data last seen
// and an "offline" note; signing out removes the member's card from the offline caches; nothing in the
// file, the service worker's own requests included, goes to another origin.
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin, givePremiumMembership } from "./admin-api";
import {
  type Browser,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  waitForServiceWorkerControl,
} from "./browser";
import { expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;

const OFFLINE_NOTE = /^You are offline\. Showing what was saved /;
let membershipId = "";
/** Every request of the file, the service worker's own (its precache, its runtime reads) included. */
const requested: { url: string; byServiceWorker: boolean }[] = [];

beforeAll(async () => {
  browser = await launchBrowser({ installBanner: true });
  // Whether Chromium offered installing (its own installability check passed) on this page load.
  await browser.context.addInitScript(() => {
    window.addEventListener("beforeinstallprompt", () => {
      (window as unknown as { installOffered: boolean }).installOffered = true;
    });
  });
  browser.context.on("request", (request) =>
    requested.push({ url: request.url(), byServiceWorker: request.serviceWorker() !== null }),
  );
  page = await openPage(browser);
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

async function firstOf<T>(
  request: APIRequestContext,
  url: string,
  key: string,
  fits: (item: T) => boolean = () => true,
): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const list = (((await response.json()) as Record<string, T[]>)[key] ?? []).filter(fits);
  expect(list.length, `${url} has no ${key} (is the database seeded?)`).toBeGreaterThan(0);
  return list[0] as T;
}

/** Which API paths a service worker cache holds (path and query). */
const cachedPaths = (target: Page, cacheName: string) =>
  target.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);

type PngSize = { width: number; height: number };

/** A PNG's size from its IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): PngSize | null {
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("installable (Lighthouse's PWA installability criteria)", () => {
  it("links a manifest that meets the criteria, and a service worker answers start_url offline", async () => {
    await page.goto("/");
    await expectPageHeading(page);

    // The manifest: linked from the page, fetched, parsed.
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifestUrl = new URL(String(href), page.url());
    const response = await page.request.get(manifestUrl.href);
    expect(response.status()).toBe(200);
    const manifest = JSON.parse(await response.text()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      scope?: string;
      display?: string;
      theme_color?: string;
      background_color?: string;
      prefer_related_applications?: boolean;
      icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
    };
    expect(manifest.name).toEqual(expect.stringContaining("SPPC"));
    expect(manifest.short_name).toBe("SPPC");
    expect(["standalone", "fullscreen", "minimal-ui"]).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.prefer_related_applications ?? false).toBe(false);
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(/^#[0-9a-f]{6}$/i);

    // start_url (resolved against the manifest) is same-origin and within the scope.
    const startUrl = new URL(manifest.start_url ?? ".", manifestUrl);
    const scope = new URL(manifest.scope ?? ".", manifestUrl);
    expect(startUrl.origin).toBe(new URL(page.url()).origin);
    expect(startUrl.href.startsWith(scope.href)).toBe(true);

    // Icons: a 192 px and a 512 px PNG for any purpose, each loading with its declared size; a
    // maskable one, when declared, loads too.
    const icons = manifest.icons ?? [];
    const loaded = await Promise.all(
      icons.map(async (icon) => {
        const answer = await page.request.get(new URL(icon.src, manifestUrl).href);
        const size = answer.ok() ? pngSize(await answer.body()) : null;
        return { ...icon, size };
      }),
    );
    for (const icon of loaded) {
      expect(icon.size, `${icon.src} does not load as a PNG`).not.toBeNull();
      expect(icon.sizes, icon.src).toBe(`${icon.size?.width}x${icon.size?.height}`);
    }
    const anyPurpose = loaded.filter((icon) => (icon.purpose ?? "any").split(" ").includes("any"));
    for (const px of [192, 512]) {
      expect(
        anyPurpose.some(
          (icon) => icon.type === "image/png" && icon.size?.width === px && icon.size.height === px,
        ),
        `no ${px}x${px} PNG icon`,
      ).toBe(true);
    }
    // A maskable icon, so Android's launchers need not shrink the logo into a white circle.
    const maskable = loaded.filter((icon) => icon.purpose?.split(" ").includes("maskable"));
    expect(maskable.length).toBeGreaterThan(0);
    for (const icon of maskable) {
      expect(icon.size?.width).toBeGreaterThanOrEqual(192);
    }

    // A service worker controls the page and answers start_url with 200 without a network.
    await waitForServiceWorkerControl(page);

    // Chromium's own installability check passes: it offers installing, and the app shows its
    // banner to a returning visitor (this browser's first visit dated an earlier day, then a new
    // load); "Not now" is remembered (the offer comes again on the next load, the banner not).
    await page.evaluate(() =>
      localStorage.setItem("sppc-visit-days", JSON.stringify({ firstDay: "2000-01-01", returned: false })),
    );
    await page.reload();
    const banner = page.getByRole("complementary", { name: "Install SPPC" });
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.getByRole("button", { name: "Install" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole("button", { name: "Not now" }).click();
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { installOffered?: boolean }).installOffered), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await banner.count()).toBe(0);
    try {
      await browser.context.setOffline(true);
      const start = await page.goto(startUrl.href);
      expect(start?.status()).toBe(200);
      expect(start?.fromServiceWorker()).toBe(true);
      await expectPageHeading(page);
    } finally {
      await browser.context.setOffline(false);
    }
  }, 120_000); // More than the 60 s default: the whole precache downloads first.
});

describe("offline pages", () => {
  type Visit = { path: string; shows: string };
  const visits: Visit[] = [];

  it("visits the card, jobs, directory, forums, groups and an event once online", async () => {
    await page.goto("/");
    await expectPageHeading(page);
    await waitForServiceWorkerControl(page);
    const memberEmail = await signUpViaApi(page, "Zarmeen Qureshi", uniqueEmail("offline"));
    membershipId = await asAdmin((admin) =>
      givePremiumMembership(page, admin, {
        email: memberEmail,
        firstName: "Zarmeen",
        lastName: "Qureshi",
        title: "Architect",
        company: "Red Sea Global",
        location: "jeddah",
      }),
    );

    const job = await firstOf<{ slug: string; title: string }>(page.request, "/api/jobs", "jobs");
    const business = await firstOf<{ slug: string; name: string }>(
      page.request,
      "/api/businesses",
      "businesses",
    );
    const thread = await firstOf<{ slug: string; title: string }>(
      page.request,
      "/api/forums/threads",
      "threads",
    );
    const group = await firstOf<{ name: string }>(page.request, "/api/whatsapp-groups", "groups");
    // A city's event: /event/{city} shows it (other files make events of no city at the same time).
    const event = await firstOf<{ name: string; city: string | null }>(
      page.request,
      "/api/events",
      "events",
      (item) => item.city !== null,
    );
    visits.push(
      { path: "/jobs", shows: job.title },
      { path: `/jobs/${job.slug}`, shows: job.title },
      { path: "/business", shows: business.name },
      { path: `/business/${business.slug}`, shows: business.name },
      { path: "/forums", shows: thread.title },
      { path: `/forums/${thread.slug}`, shows: thread.title },
      { path: "/whatsapp-groups", shows: group.name },
      { path: `/event/${event.city}`, shows: event.name },
    );

    await page.goto("/membership-card");
    await page.getByText(membershipId).waitFor();
    await page.locator("[data-verify-url]").getByRole("img").waitFor();
    for (const visit of visits) {
      await page.goto(visit.path);
      await page.getByText(visit.shows).first().waitFor();
    }
    expect(await cachedPaths(page, "sppc-api-personal")).toContain("/api/membership/card");
    expect(await cachedPaths(page, "sppc-auth-user")).toContain("/api/auth/user");
  });

  it("opens each of them offline with the data last seen and the offline note", async () => {
    expect(visits.length).toBeGreaterThan(0);
    try {
      await browser.context.setOffline(true);
      await page.goto("/membership-card");
      await page.getByText(membershipId).waitFor();
      expect(await page.getByText("Zarmeen Qureshi").count()).toBeGreaterThan(0);
      const qr = page.locator("[data-verify-url]");
      const verifyUrl = `${new URL(page.url()).origin}/verify/${membershipId}`;
      expect(await qr.getAttribute("data-verify-url")).toBe(verifyUrl);
      expect(await qr.getByRole("img").getAttribute("aria-label")).toContain(verifyUrl);
      await page.getByRole("status").filter({ hasText: OFFLINE_NOTE }).waitFor();
      await expectNoSeriousA11yViolations(page);

      for (const visit of visits) {
        await page.goto(visit.path);
        await page.getByText(visit.shows).first().waitFor();
        const note = page.getByRole("status").filter({ hasText: OFFLINE_NOTE });
        await note.waitFor();
        expect(await note.textContent(), visit.path).toMatch(/saved (now|\d+ minutes? ago)\.$/);
      }
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it("forgets the member's card at sign-out: offline, /membership-card shows the sample, not theirs", async () => {
    await page.goto("/membership-card");
    await page.getByText(membershipId).waitFor();
    await page.getByRole("button", { name: /Account menu$/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("header").getByRole("link", { name: "Sign In", exact: true }).waitFor();
    expect(await cachedPaths(page, "sppc-api-personal")).not.toContain("/api/membership/card");
    expect(await cachedPaths(page, "sppc-auth-user")).toEqual([]);

    try {
      await browser.context.setOffline(true);
      await page.goto("/membership-card");
      // Sign-out cleared the readable sign of a session (worker/lib/session-hint.ts), so offline the
      // page knows this is a visitor now: the spec's sample card, and nothing of the member's.
      await page.getByText("Sample card", { exact: true }).first().waitFor();
      await page.getByText("Ahmed Hassan").first().waitFor();
      expect(await page.getByText(membershipId).count()).toBe(0);
      expect(await page.getByText("Zarmeen Qureshi").count()).toBe(0);
      expect(await page.locator("[data-verify-url]").count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }
  });
});

describe("Background Sync", () => {
  it("turns the service worker's 'sppc-queue' sync into a window event 'sppc-flush-queue'", async () => {
    await page.goto("/");
    await expectPageHeading(page);
    await waitForServiceWorkerControl(page);
    await page.evaluate(() => {
      (window as unknown as { flushes: number }).flushes = 0;
      window.addEventListener("sppc-flush-queue", () => {
        (window as unknown as { flushes: number }).flushes += 1;
      });
    });
    // What Chromium does when connectivity returns for a registered sync, fired through DevTools.
    const cdp = await browser.context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(page.url()).origin;
    const dispatch = (tag: string) =>
      registrationId.then((id) =>
        cdp.send("ServiceWorker.dispatchSyncEvent", { origin, registrationId: id, tag, lastChance: false }),
      );
    const flushes = () => page.evaluate(() => (window as unknown as { flushes: number }).flushes);
    // The app attaches its relay when it registers the worker, lazily after the first paint; a page the
    // installed worker already controls can be here before that, and a message before it is lost. So
    // sync until the first flush arrives (the relay works), then check that one sync makes one flush.
    await expect
      .poll(async () => {
        await dispatch("sppc-queue");
        return flushes();
      })
      .toBeGreaterThan(0);
    // A sync of the loop still on its way lands within this pause, not in the count checked below.
    await page.waitForTimeout(500);
    const before = await flushes();
    // Only the queue's tag asks for a flush.
    await dispatch("some-other-tag");
    await dispatch("sppc-queue");
    await expect.poll(flushes).toBe(before + 1);
    await page.waitForTimeout(500);
    expect(await flushes()).toBe(before + 1);
    await cdp.detach();
  });
});

describe("privacy: no third-party requests", () => {
  it("requested nothing outside the local origin in this file, the service worker's requests included", async () => {
    const origin = new URL(browser.baseURL).origin;
    // The worker's own requests were seen (its precache at least), so they are part of what is checked.
    expect(requested.some((request) => request.byServiceWorker)).toBe(true);
    // data: and blob: URLs never leave the browser.
    const foreign = requested
      .map((request) => request.url)
      .filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
  });
});
