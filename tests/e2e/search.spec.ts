// The header search and the bell, for a member who really signed up, in Chromium.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, PHONE } from "./page-checks";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A job the seeded admin publishes (in Dhahran, which jobs.spec.ts does not filter on). */
const publishJob = (title: string) =>
  asAdmin((admin) =>
    admin.createJob({
      title,
      company: "Search Test Co",
      location: "Dhahran",
      type: "Full-time",
      category: "Engineering",
      description: "Design pipelines in the Eastern Province with our Dhahran team.",
      requirements: [],
      howToApply: "Send your CV to careers@search.example",
    }),
  );

/** Letters only, so the word is one token for FTS5 and unique to this run. */
const uniqueWord = () =>
  `zarn${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

async function signedInMember(label: string, viewport = DESKTOP): Promise<{ page: Page; email: string }> {
  await browser.context.clearCookies();
  const page = await openPage(browser, viewport);
  const email = await signUpViaApi(page, "Bilal Ahmed", uniqueEmail(label));
  return { page, email };
}

const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("href") ?? null);

describe("site search", () => {
  it("the header search finds a job and a post; the arrow keys move through results and Enter opens one", async () => {
    const { page } = await signedInMember("search");
    const word = uniqueWord();
    const slug = await publishJob(`${word} Pipeline Engineer`);
    const posted = await page.request.post("/api/posts", {
      data: { postType: "standard", content: `Anyone at the ${word} meetup in Khobar this week?` },
      headers: { Origin: browser.baseURL },
    });
    expect(posted.status()).toBe(201);

    await page.goto("/jobs");
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    await box.waitFor({ state: "visible" });
    await box.fill(word);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === word);

    await page
      .getByRole("status")
      .filter({ hasText: `2 results for “${word}”` })
      .waitFor();
    expect(await page.locator("#main section h2").allTextContents()).toEqual(["Posts1 of 1", "Jobs1 of 1"]);
    const postLink = page.getByRole("link", { name: /Post by Bilal Ahmed/ });
    expect(await postLink.textContent()).toContain("meetup in Khobar");
    expect(await page.locator("mark").first().textContent()).toBe(word);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("searchbox", { name: "Search the site" }).press("ArrowDown");
    expect(await focusedHref(page)).toMatch(/^\/\?post=/);
    await page.keyboard.press("ArrowDown");
    expect(await focusedHref(page)).toBe(`/jobs/${slug}`);
    await page.keyboard.press("ArrowUp");
    expect(await focusedHref(page)).toMatch(/^\/\?post=/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `/jobs/${slug}`);
    await page.getByRole("heading", { level: 1, name: `${word} Pipeline Engineer` }).waitFor();
    await page.close();
  });
});

describe("notification bell", () => {
  it("shows an unread count after an RSVP and clears it with 'Mark all as read'", async () => {
    const { page, email } = await signedInMember("bell");
    await page.goto("/jobs");
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

    const rsvp = await page.request.post("/api/events/rsvp", {
      data: {
        name: "Bilal Ahmed",
        email,
        phone: "+966 55 000 2222",
        linkedin: "",
        profession: "Engineer",
        company: "Example Co",
        expectations: "",
        // Not Khobar: rsvp.spec.ts counts that event's seats.
        city: "Dammam",
      },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(rsvp.status()).toBe(201);

    await page.reload();
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor();
    await bell.click();
    expect(await bell.getAttribute("aria-expanded")).toBe("true");
    const panel = page.getByRole("region", { name: "Notifications" });
    await panel.getByText(/Your place at .+ is confirmed|You are on the waitlist for/).waitFor();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: /unread/ }).count()).toBe(0);
    await page.close();
  });

  it("on a phone: the mobile header leads to the search page and opens the bell", async () => {
    const { page } = await signedInMember("bell-phone", PHONE);
    await page.goto("/jobs");
    const header = page.locator("header:visible");
    await header.getByRole("link", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/search");
    await page.getByText("Type a word or two to search.").waitFor();
    await header.getByRole("button", { name: "Notifications", exact: true }).click();
    await page.getByText("No notifications yet").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });
});
