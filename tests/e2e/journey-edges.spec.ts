// Issue 20's rough edges that only a real browser shows, on a phone (390 x 844): a visitor's pages log no
// 401 and open offline without the personal cache; the member home shows the composer and the first
// post on the first screen and opens offline with the offline note; in Urdu the header keeps its
// wordmark whole and its welcome on one line clear of the bell; the profile tabs stay on screen.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage, waitForServiceWorkerControl } from "./browser";
import { expectPageHeading, PHONE } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  // The offline checks need the service worker, which launchBrowser blocks unless asked; already
  // installed, as for a returning visitor (its install is proven in offline-pages.spec.ts).
  browser = await launchBrowser({ serviceWorker: "installed" });
  page = await openPage(browser, PHONE);
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

async function offline<T>(run: () => Promise<T>): Promise<T> {
  await browser.context.setOffline(true);
  try {
    return await run();
  } finally {
    await browser.context.setOffline(false);
  }
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

describe("a visitor on a phone", () => {
  it("logs no 401, and /jobs opens offline after the personal cache is gone", async () => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("401")) problems.push(message.text());
    });
    page.on("response", (response) => {
      if (response.status() === 401) problems.push(`401 ${response.url()}`);
    });
    await page.goto("/");
    await expectPageHeading(page);
    await waitForServiceWorkerControl(page);
    await page.goto("/jobs");
    const title = (await page.getByTestId("job-card").first().locator("h2").textContent()) ?? "";
    expect(title).not.toBe("");
    expect(problems).toEqual([]);

    // What a sign-out (or a signed-out visit) does to the personal cache.
    await page.evaluate(() => caches.delete("sppc-api-personal"));
    await offline(async () => {
      await page.reload();
      await page.getByRole("heading", { name: title }).first().waitFor({ timeout: 10_000 });
    });
    page.removeAllListeners("console");
    page.removeAllListeners("response");
  });
});

describe("a member on a phone", () => {
  const content = `Anyone driving from Dammam to Riyadh on Thursday? ${Date.now()}`;

  it("sees the composer and the first post on the first screen", async () => {
    await signUpViaApi(page, "Hina Baig", uniqueEmail("edges"));
    await completeOnboardingViaApi(page, { firstName: "Hina", lastName: "Baig" });
    const posted = await page.request.post("/api/posts", {
      data: { postType: "standard", content },
      headers: { Origin: browser.baseURL },
    });
    expect(posted.status()).toBe(201);
    await page.goto("/");
    const composer = page.getByRole("button", { name: "Share an update with the community" });
    await composer.waitFor({ timeout: 15_000 });
    const firstPost = page.getByTestId("post-card").first();
    await firstPost.waitFor();
    expect((await boxOf(composer)).y + (await boxOf(composer)).height).toBeLessThanOrEqual(PHONE.height);
    expect((await boxOf(firstPost)).y).toBeLessThan(PHONE.height);
  });

  it("opens the feed offline with the offline note", async () => {
    // Online once under the service worker, so the feed is saved.
    await page.reload();
    await page.getByText(content).waitFor({ timeout: 15_000 });
    await offline(async () => {
      await page.reload();
      await page.getByText(content).waitFor({ timeout: 15_000 });
      await page.getByText(/^You are offline\. Showing what was saved /).waitFor();
      expect(await page.getByText("The posts could not be loaded.").count()).toBe(0);
    });
  });

  it("in Urdu: the wordmark whole, the welcome on one line and clear of the bell; the profile tabs on screen", async () => {
    await browser.context.addCookies([{ name: "lang", value: "ur", url: browser.baseURL }]);
    try {
      await page.goto("/jobs");
      const welcome = page.getByTestId("header-welcome");
      await welcome.waitFor({ timeout: 15_000 });
      const header = page.locator("header").filter({ has: welcome });
      const fits = await header.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, "the header overflows sideways").toBe(true);
      const logo = header.getByRole("link").first();
      const whole = await logo.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(whole, "the wordmark is clipped").toBe(true);
      const line = await welcome.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).lineHeight),
      );
      expect((await boxOf(welcome)).height).toBeLessThanOrEqual(line + 1);
      const bell = await boxOf(header.locator("button[aria-expanded]"));
      const text = await boxOf(welcome);
      const overlap = !(
        bell.x >= text.x + text.width ||
        text.x >= bell.x + bell.width ||
        bell.y >= text.y + text.height ||
        text.y >= bell.y + bell.height
      );
      expect(overlap, "the bell sits on the welcome").toBe(false);

      await page.goto("/profile");
      const tabs = page.getByRole("tab");
      await tabs.first().waitFor({ timeout: 15_000 });
      for (const tab of await tabs.all()) {
        const box = await boxOf(tab);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
    } finally {
      await browser.context.addCookies([{ name: "lang", value: "en", url: browser.baseURL }]);
    }
  });
});
