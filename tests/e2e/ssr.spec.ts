// Pre-rendered public pages (worker/pages/prerender*.ts): a page's content is in its HTML, readable
// without JavaScript, and the app takes the page over without an error and without fetching what the
// page carries (its data travels in the page); a visitor's page read that way still opens offline.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary } from "../../worker/contract/events";
import { type Browser, launchBrowser, openPage } from "./browser";

/** Console errors and page errors, except the 401 a visitor's "who am I" may answer. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

let browser: Browser;
let event: EventSummary;

beforeAll(async () => {
  // No service worker: the pre-render is what is tested, and its ~400-file precache would download
  // during the test (the thread's offline test below has one of its own).
  browser = await launchBrowser();
  const answer = await fetch(`${browser.baseURL}/api/events`);
  const { events } = (await answer.json()) as { events: EventSummary[] };
  const first = events.find((candidate) => !candidate.cancelledAt);
  if (!first) throw new Error("the seed has no upcoming event");
  event = first;
});
afterAll(async () => {
  await browser?.close();
});

async function withoutJavaScript(): Promise<Page> {
  const page = await openPage(browser);
  const devtools = await browser.context.newCDPSession(page);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  return page;
}

describe("a pre-rendered event page", () => {
  it("shows the event's title and details with JavaScript disabled", async () => {
    const page = await withoutJavaScript();
    await page.goto(`/events/${event.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(event.name);
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(event.venue);
    expect(main).toContain(event.address);
    expect(main).toContain(event.description);
    await page.close();
  });

  it("paints the landing, a list and a marketing page from the HTML, without JavaScript", async () => {
    const page = await withoutJavaScript();
    const pages: [string, string][] = [
      ["/", "Your professional home in Saudi Arabia"],
      ["/jobs", "Job Portal"],
      ["/premium", "Premium Membership"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      expect(await page.getByRole("heading", { level: 1 }).textContent(), path).toBe(heading);
    }
    await page.close();
  });

  it("becomes the app without a console error and without fetching the event again", async () => {
    const page = await openPage(browser);
    const problems = collectProblems(page);
    const eventReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(`/api/events/${event.slug}`))
        eventReads.push(request.url());
    });
    const navigation = await page.goto(`/events/${event.slug}`);
    // The calendar link is the app's, not the pre-render's: the app has taken the page over.
    await page.locator("a[download]").waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(event.name);
    await page.waitForLoadState("networkidle");
    expect(eventReads).toEqual([]);
    // The HTML names the app's code for after the first paint (worker/pages/answer-page.ts): the entry,
    // then every chunk the event's route needs. Had it missed one, Vite's preload helper would have
    // added a link for it while the app started.
    const html = (await navigation?.text()) ?? "";
    expect(html).not.toContain('<script type="module"');
    // Nor does it link the entry's imports (React's chunk) for fetching before that paint.
    expect(html).not.toContain('rel="modulepreload"');
    const [entry, ...listed] =
      /<meta name="sppc-app-code" content="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(entry).toMatch(/^\/assets\/\w+\.js$/);
    expect(listed.length).toBeGreaterThan(1);
    const linked = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(linked.filter((file) => !listed.includes(file))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a pre-rendered forum thread, read by a visitor on a first visit", () => {
  it("becomes the app without fetching the thread, and opens offline later", async () => {
    // A browser of its own: the first visit is the one the worker pre-renders (the service worker
    // answers later visits with the shell).
    const visitor = await launchBrowser({ serviceWorker: true });
    try {
      const answer = await fetch(`${visitor.baseURL}/api/forums/threads`);
      const { threads } = (await answer.json()) as { threads: { slug: string; title: string }[] };
      const thread = threads[0];
      if (!thread) throw new Error("the seed has no forum thread");
      const page = await openPage(visitor);
      const problems = collectProblems(page);
      const threadReads: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === `/api/forums/threads/${thread.slug}`)
          threadReads.push(request.url());
      });
      await page.goto(`/forums/${thread.slug}`);
      // The footer is the app's, not the pre-render's: the app has taken over.
      await page.locator("footer").waitFor();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(thread.title);
      await page.waitForLoadState("networkidle");
      expect(threadReads).toEqual([]);
      expect(problems).toEqual([]);

      await page.evaluate(() => navigator.serviceWorker.ready);
      await visitor.context.setOffline(true);
      await page.goto(`/forums/${thread.slug}`);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
        .toBe(thread.title);
      // Offline, this is the service worker's shell rendered by the app from the kept answer.
      expect(await page.locator("#sppc-page-data").count()).toBe(0);
    } finally {
      await visitor.context.setOffline(false);
      await visitor.close();
    }
  });
});

describe("pre-rendered pages that carry their reads, on a first visit", () => {
  it("become the app without a console error and without fetching the reads they carry", async () => {
    const visitor = await launchBrowser();
    try {
      const page = await openPage(visitor, { width: 390, height: 844 });
      const problems = collectProblems(page);
      const carried = [
        "/api/events",
        "/api/events/photos",
        "/api/membership/tiers",
        "/api/jobs",
        "/api/businesses",
        "/api/forums/categories",
        "/api/forums/threads",
        "/api/events/city/riyadh",
        "/api/membership/partners",
      ];
      const reads: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (carried.includes(path)) reads.push(path);
      });
      // Opens a page as a visitor would and lets it settle: what it should show, then no request left.
      const visit = async (path: string, ...shown: Locator[]) => {
        await page.goto(path);
        for (const locator of shown) await locator.waitFor();
        await page.waitForLoadState("networkidle");
      };
      const footer = page.locator("footer");
      await visit("/", footer);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Your professional home in Saudi Arabia",
      );
      // /premium carries the tiers in the reader's language (their query key holds it).
      await visit("/premium", footer, page.getByText("Executive").first());
      // /jobs carries its unfiltered list.
      await visit("/jobs", page.locator('main a[href^="/jobs/"]').first());
      // /business carries its unfiltered listings, also to a shared link's `?lang=` (which the list's
      // query key once held).
      await visit("/business?lang=en", page.locator('main a[href^="/business/"]').first());
      // /forums carries its categories and first page of discussions, also to a shared link's `?lang=`
      // (which once made the discussions' query key differ from the one handed over).
      await visit("/forums?lang=en", page.locator('main a[href^="/forums/"]').first());
      // A city's event carries the event and the upcoming list its links to the city's others come from.
      await visit("/event/riyadh", footer);
      // The card's page carries the partners' discounts.
      await visit("/membership-card", footer);
      expect(reads).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
