// The signed-in home in Chromium: three columns on a desktop, one on a phone, real counts that move
// when another member opens the profile and connects, and widgets that lead to real pages.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Industry } from "../../worker/contract/enums";
import { completeOnboardingViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { clickAndExpectPage, DESKTOP, PHONE } from "./page-checks";

let browser: Browser;
let page: Page;
let memberId = "";

/** Finishes onboarding through the API, sharing the profile so others can open and connect. */
const onboard = (target: Page, firstName: string, lastName: string, industry: Industry) =>
  completeOnboardingViaApi(target, {
    firstName,
    lastName,
    location: "Riyadh",
    jobTitle: "Site Engineer",
    company: "Saudi Binladin Group",
    industry,
    profileSharingOptIn: true,
  });

/** The three counts of the profile summary, once they have loaded. */
async function counts(target: Page) {
  const card = target.getByTestId("profile-counts");
  await card.and(target.locator("[aria-busy=false]")).waitFor();
  const read = async (key: string) =>
    Number((await card.getByTestId(`count-${key}`).locator("dd").textContent())?.replace(/\D/g, ""));
  return {
    connections: await read("connections"),
    posts: await read("posts"),
    views: await read("profileViews"),
  };
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the start, centre and end columns sit on screen. */
/**
 * The three columns' boxes in one look at the page: measured one by one, the feed could load more
 * posts (it grows as it scrolls into view) between two measurements.
 */
async function columnBoxes(target: Page): Promise<[Box, Box, Box]> {
  const ids = ["home-start-column", "home-centre-column", "home-end-column"];
  const boxes = await target.evaluate(
    (testIds) =>
      testIds.map((id) => {
        const rect = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return rect && { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
      }),
    ids,
  );
  return boxes.map((found, index) => {
    if (!found) throw new Error(`${ids[index]} is not on screen`);
    return found;
  }) as [Box, Box, Box];
}

async function openHome(target: Page) {
  await target.goto("/");
  await target.getByTestId("member-home").waitFor({ state: "visible", timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
  const email = await signUpViaApi(page, "Sana Mirza", uniqueEmail("home"));
  memberId = await onboard(page, "Sana", "Mirza", "Construction");
  await asAdmin((admin) => admin.setTier(email, "premium"));
});
afterAll(async () => {
  await page?.close();
  await browser?.close();
});

describe("member home", () => {
  it("on a desktop: three columns with the profile summary, featured jobs and business spotlight", async () => {
    await openHome(page);
    const [start, centre, end] = await columnBoxes(page);
    // Side by side, start to end, tops aligned.
    expect(start.x + start.width).toBeLessThanOrEqual(centre.x);
    expect(centre.x + centre.width).toBeLessThanOrEqual(end.x);
    expect(Math.abs(start.y - centre.y)).toBeLessThan(2);
    expect(Math.abs(centre.y - end.y)).toBeLessThan(2);

    const summary = page.getByTestId("profile-summary");
    expect(await summary.getByRole("heading", { name: "Sana Mirza" }).isVisible()).toBe(true);
    expect(await summary.getByText("Site Engineer at Saudi Binladin Group").isVisible()).toBe(true);
    expect(await summary.getByTestId("tier-badge").textContent()).toBe("Premium");
    expect(await counts(page)).toEqual({ connections: 0, posts: 0, views: 0 });
    const groups = page.getByTestId("industry-groups");
    await groups.getByText("Construction & Infrastructure").waitFor();

    // The widgets show what the API has: up to 4 of 5 jobs, 3 of 4 businesses.
    const apiJobs = ((await (await page.request.get("/api/jobs?limit=5")).json()) as { jobs: unknown[] })
      .jobs;
    const apiBusinesses = (
      (await (await page.request.get("/api/businesses?limit=4")).json()) as { businesses: unknown[] }
    ).businesses;
    expect(apiJobs.length).toBeGreaterThan(0);
    expect(apiBusinesses.length).toBeGreaterThan(0);
    const jobLinks = page.getByTestId("featured-jobs").locator("li a");
    await jobLinks.first().waitFor();
    expect(await jobLinks.count()).toBe(Math.min(4, apiJobs.length));
    const businessLinks = page.getByTestId("business-spotlight").locator("li a");
    await businessLinks.first().waitFor();
    expect(await businessLinks.count()).toBe(Math.min(3, apiBusinesses.length));
    await expectNoSeriousA11yViolations(page);

    const jobHref = (await jobLinks.first().getAttribute("href")) ?? "";
    expect(jobHref).toMatch(/^\/jobs\/[\w-]+$/);
    await clickAndExpectPage(page, jobLinks.first(), jobHref);

    await openHome(page);
    const businessHref = (await businessLinks.first().getAttribute("href")) ?? "";
    expect(businessHref).toMatch(/^\/business\/[\w-]+$/);
    await clickAndExpectPage(page, businessLinks.first(), businessHref);

    await openHome(page);
    await clickAndExpectPage(page, page.getByRole("link", { name: "Find Mentor" }), "/mentorship");
  });

  it("on a phone: one column, the feed first (composer on the first screen), then start and end", async () => {
    const phone = await openPage(browser, PHONE);
    try {
      await openHome(phone);
      const [start, centre, end] = await columnBoxes(phone);
      expect(start.x).toBe(centre.x);
      expect(centre.x).toBe(end.x);
      expect(start.width).toBe(centre.width);
      expect(centre.y + centre.height).toBeLessThanOrEqual(start.y);
      expect(start.y + start.height).toBeLessThanOrEqual(end.y);
      await phone.getByTestId("featured-jobs").locator("li a").first().waitFor();
      await expectNoSeriousA11yViolations(phone);
    } finally {
      await phone.close();
    }
  });

  it("another member opens the profile and asks to connect; once accepted, views and connections go up", async () => {
    const other = await launchBrowser();
    try {
      const visitor = await openPage(other, DESKTOP);
      await signUpViaApi(visitor, "Omar Farooq", uniqueEmail("viewer"));
      await onboard(visitor, "Omar", "Farooq", "Information Technology");
      await visitor.goto(`/profile/${memberId}`);
      await visitor.getByRole("heading", { name: "Sana Mirza" }).waitFor();
      await visitor.getByRole("button", { name: "Connect" }).click();
      await visitor.getByText("Request sent", { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(visitor);

      // Sana answers on her profile's networking tab; nothing is connected before she accepts.
      await page.goto("/profile?tab=networking");
      await page.getByRole("button", { name: "Accept Omar Farooq" }).click();
      await page.getByText("No requests are waiting for you.").waitFor();
      await expectNoSeriousA11yViolations(page);

      // Opening the profile again the same day is not a second view.
      await visitor.reload();
      await visitor.getByRole("button", { name: "Remove connection" }).waitFor();

      await openHome(page);
      expect(await counts(page)).toEqual({ connections: 1, posts: 0, views: 1 });
      await openHome(visitor);
      expect((await counts(visitor)).connections).toBe(1);
    } finally {
      await other.close();
    }
  });
});
