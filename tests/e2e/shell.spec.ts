// The app shell, driven like a person would: header, footer, 404, language, toasts, offline, a11y.
import type { Page, Request, Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import {
  clickAndExpectPage,
  DESKTOP,
  expectPageHeading,
  htmlLangDir,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  PHONE,
} from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser({ serviceWorker: true });
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  // The context is shared; a language cookie left by one test must not leak into the next.
  await browser.context.clearCookies();
  await browser.context.setOffline(false);
});
afterEach(async () => {
  await page?.close();
});

describe("landing and 404", () => {
  it("renders the landing page with the signed-out header and the footer", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    await expectPageHeading(page);
    const header = page.locator("header");
    // The logo link's name starts with the text it shows (WCAG 2.5.3 Label in Name).
    expect(await header.getByRole("link", { name: /^SPPC\b/ }).getAttribute("href")).toBe("/");
    expect(await header.getByRole("link", { name: "Sign In", exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Sign Up", exact: true }).isVisible()).toBe(true);
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.locator("footer").isVisible()).toBe(true);
    expect(await page.locator("footer").getByRole("link", { name: "Terms of Service" }).isVisible()).toBe(
      true,
    );
  });

  // (An unknown API path's JSON 404 is checked in tests/worker/health.test.ts.)
  it("shows the 404 screen for an unknown page, inside the shell", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/no-such-page");
    const title = page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE });
    await title.waitFor({ state: "visible" });
    expect(await page.getByText(NOT_FOUND_TEXT).isVisible()).toBe(true);
    // The shell stays around the 404 screen.
    expect(await page.locator("header").getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
  });
});

describe("navigation", () => {
  const headerLinks = [
    ["Events", "/events"],
    ["Community", "/forums"],
    ["Business", "/business"],
    ["Jobs", "/jobs"],
    ["Premium", "/premium"],
    ["Sign In", "/login"],
    ["Sign Up", "/signup"],
  ] as const;
  const footerLinks = [
    ["Event Registration", "/register"],
    ["Membership", "/membership"],
    ["Membership card", "/membership-card"],
    ["Events", "/events"],
    ["Business Directory", "/business"],
    ["Jobs", "/jobs"],
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
    ["Contact Us", "/contact"],
  ] as const;

  it("reaches every page linked from the desktop header", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    await expectPageHeading(page);
    for (const [name, path] of headerLinks) {
      const link = page.locator("header").getByRole("link", { name, exact: true });
      await clickAndExpectPage(page, link, path);
    }
  });

  it("reaches every page linked from the footer", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    await expectPageHeading(page);
    for (const [name, path] of footerLinks) {
      const link = page.locator("footer").getByRole("link", { name, exact: true });
      await clickAndExpectPage(page, link, path);
    }
  });

  it("opens the mobile menu and follows one of its calls to action", async () => {
    page = await openPage(browser, PHONE);
    await page.goto("/");
    await expectPageHeading(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const menu = page.getByRole("navigation", { name: "Mobile navigation" });
    await menu.waitFor({ state: "visible" });
    expect(await menu.getByRole("link", { name: "Register for High Tea" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Become a Member" }).isVisible()).toBe(true);
    await clickAndExpectPage(page, menu.getByRole("link", { name: "Become a Member" }), "/membership");
    // Following a link closes the menu.
    expect(await page.getByRole("navigation", { name: "Mobile navigation" }).count()).toBe(0);
  });

  it("has no bottom bar for signed-out visitors on a phone", async () => {
    page = await openPage(browser, PHONE);
    await page.goto("/", { waitUntil: "networkidle" });
    await expectPageHeading(page);
    expect(await page.locator("[data-testid=bottom-nav]").count()).toBe(0);
  });
});

describe("language", () => {
  it("switches to Arabic and Urdu (right to left), remembers it across a reload, and back to English", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    await expectPageHeading(page);
    expect(await htmlLangDir(page)).toBe("en/ltr");
    const header = page.locator("header");

    await header.getByRole("combobox", { name: "Language" }).selectOption("ar");
    await expect.poll(() => htmlLangDir(page)).toBe("ar/rtl");
    await header.getByRole("link", { name: "تسجيل الدخول" }).waitFor({ state: "visible" });

    await page.reload();
    await expectPageHeading(page);
    expect(await htmlLangDir(page)).toBe("ar/rtl");
    await header.getByRole("link", { name: "تسجيل الدخول" }).waitFor({ state: "visible" });

    await header.getByRole("combobox", { name: "اللغة" }).selectOption("ur");
    await expect.poll(() => htmlLangDir(page)).toBe("ur/rtl");
    await header.getByRole("link", { name: "سائن ان" }).waitFor({ state: "visible" });

    await header.getByRole("combobox", { name: "زبان" }).selectOption("en");
    await expect.poll(() => htmlLangDir(page)).toBe("en/ltr");
    await header.getByRole("link", { name: "Sign In", exact: true }).waitFor({ state: "visible" });
  });
});

describe("installable app", () => {
  it("activates the service worker and serves the app shell offline", async () => {
    // What went wrong, should the worker never activate: failed precache downloads, console errors.
    const problems: string[] = [];
    const onFailed = (request: Request) => problems.push(`${request.url()} ${request.failure()?.errorText}`);
    const onResponse = (response: Response) => {
      if (response.status() >= 400) problems.push(`${response.url()} ${response.status()}`);
    };
    browser.context.on("requestfailed", onFailed);
    browser.context.on("response", onResponse);
    page = await openPage(browser, DESKTOP);
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    await page.goto("/");
    await expectPageHeading(page);
    // ready resolves once a worker is active (it may still be "activating"); a stuck precache
    // download would otherwise hang until the test timeout with no clue, so report the states.
    const ready = await page.evaluate(async (ms) => {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
      const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
      if (registration) return { ok: true, states: "" };
      const all = await navigator.serviceWorker.getRegistrations();
      const states = all.map(
        (r) => `installing=${r.installing?.state} waiting=${r.waiting?.state} active=${r.active?.state}`,
      );
      return { ok: false, states: states.join("; ") || "no registration" };
    }, 30_000);
    browser.context.off("requestfailed", onFailed);
    browser.context.off("response", onResponse);
    expect(ready, `service worker not ready after 30 s: ${ready.states}\n${problems.join("\n")}`).toEqual({
      ok: true,
      states: "",
    });

    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);

    try {
      await browser.context.setOffline(true);
      await page.reload();
      await expectPageHeading(page);
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it("links a valid web app manifest", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toMatch(/manifest\.webmanifest$/);

    const response = await page.request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name?: string;
      short_name?: string;
      theme_color?: string;
      icons?: { src: string; purpose?: string }[];
    };
    expect(manifest.name).toEqual(expect.stringContaining("SPPC"));
    expect(manifest.short_name).toBe("SPPC");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const maskable = manifest.icons?.find((icon) => icon.purpose?.split(" ").includes("maskable"));
    expect(maskable).toBeDefined();
    const icon = await page.request.get(maskable?.src ?? "");
    expect(icon.status()).toBe(200);
  });
});

/**
 * A browser whose session ended: it still holds the readable sign of one (worker/lib/session-hint.ts).
 * Its own browser without the service worker: the shared one's worker reads /api/auth/user when it
 * activates, and that 401 clears the sign again at a moment of its choosing, which raced these tests.
 */
let ended: Browser;
const sessionEnded = async () => {
  await ended.context.clearCookies();
  await ended.context.addCookies([{ name: "sppc.signed_in", value: "1", url: ended.baseURL }]);
  return openPage(ended, DESKTOP);
};

describe("member-only pages after the session ended", () => {
  beforeAll(async () => {
    ended = await launchBrowser();
  });
  afterAll(async () => {
    await ended?.close();
  });

  it("shows the Unauthorized toast and lands on the sign-in page", async () => {
    page = await sessionEnded();
    // From the commit on, not the load event: the toast shows for only 500 ms before the redirect,
    // which a loaded machine can spend before "load" fires.
    await page.goto("/profile", { waitUntil: "commit" });
    const toast = page.locator("[data-testid=toast]").filter({ hasText: "Unauthorized" });
    await toast.waitFor({ state: "visible", timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === "/login" && url.search === "?next=%2Fprofile", {
      timeout: 15_000,
    });
    await expectPageHeading(page);
  });

  it("moves focus to the notification region with F8 while the toast shows", async () => {
    page = await sessionEnded();
    // From the commit on, not the load event: the toast shows for only 500 ms before the redirect,
    // which a loaded machine can spend before "load" fires.
    await page.goto("/profile", { waitUntil: "commit" });
    const toast = page.locator("[data-testid=toast]").filter({ hasText: "Unauthorized" });
    await toast.waitFor({ state: "visible", timeout: 10_000 });
    // The redirect follows 500 ms later (spec point 8), so press and read at once.
    await page.keyboard.press("F8");
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        label: active?.getAttribute("aria-label") ?? "",
        holdsToast: Boolean(
          active?.querySelector("[data-testid=toast]")?.textContent?.includes("Unauthorized"),
        ),
      };
    });
    expect(focused.label).toMatch(/^Notifications/);
    expect(focused.holdsToast).toBe(true);
  });
});

describe("accessibility (axe: no serious or critical violations)", () => {
  it.each(["/", "/events", "/premium", "/terms", "/privacy-policy", "/contact", "/login"])(
    "%s",
    async (path) => {
      page = await openPage(browser, DESKTOP);
      await page.goto(path, { waitUntil: "networkidle" });
      await expectPageHeading(page);
      await expectNoSeriousA11yViolations(page);
    },
  );

  it("the 404 page", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/no-such-page", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE }).waitFor({ state: "visible" });
    await expectNoSeriousA11yViolations(page);
  });

  it("/ in Arabic", async () => {
    await browser.context.addCookies([{ name: "lang", value: "ar", url: browser.baseURL }]);
    page = await openPage(browser, DESKTOP);
    await page.goto("/", { waitUntil: "networkidle" });
    await expectPageHeading(page);
    expect(await htmlLangDir(page)).toBe("ar/rtl");
    await expectNoSeriousA11yViolations(page);
  });
});

describe("privacy: no third-party requests", () => {
  it("requests nothing outside the local origin on /, /premium and /contact", async () => {
    const origin = new URL(browser.baseURL).origin;
    const requested: string[] = [];
    const record = (request: { url: () => string }) => requested.push(request.url());
    // Context-wide, so requests made by the service worker count too.
    browser.context.on("request", record);
    try {
      page = await openPage(browser, DESKTOP);
      for (const path of ["/", "/premium", "/contact"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expectPageHeading(page);
      }
    } finally {
      browser.context.off("request", record);
    }
    expect(requested.length).toBeGreaterThan(0);
    // data: and blob: URLs never leave the browser.
    const foreign = requested.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
  });
});
