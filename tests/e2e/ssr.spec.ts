// Pre-rendered public pages (worker/pages/prerender.ts): an event page's content is in its HTML, readable
// without JavaScript, and the app takes the page over without an error and without fetching the event
// again (its data travels in the page).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary } from "../../worker/contract/events";
import { type Browser, launchBrowser, openPage } from "./browser";

let browser: Browser;
let event: EventSummary;

beforeAll(async () => {
  browser = await launchBrowser({ serviceWorker: true });
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

  it("becomes the app without a console error and without fetching the event again", async () => {
    const page = await openPage(browser);
    const problems: string[] = [];
    const eventReads: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      // A visitor's "who am I" answers 401: the browser logs that load, the app expects it.
      if (message.type() === "error" && !/status of 401/.test(message.text())) problems.push(message.text());
    });
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(`/api/events/${event.slug}`))
        eventReads.push(request.url());
    });
    await page.goto(`/events/${event.slug}`);
    // The calendar link is the app's, not the pre-render's: the app has taken the page over.
    await page.locator("a[download]").waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(event.name);
    await page.waitForLoadState("networkidle");
    expect(eventReads).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
