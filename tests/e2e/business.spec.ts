// The business directory against the real worker and the seeded D1: filters live in the URL.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
});

const SEEDED = new Set([
  "Indus Tech Solutions",
  "Karachi Darbar Restaurant",
  "Shifa Medical Clinic",
  "Mehran Foods Trading",
  "Crescent Logistics",
  "ZamZam Textiles",
]);

/** The seeded listings shown, in order (business-submit.spec.ts may list one of its own meanwhile). */
const seededCardNames = async (target: Page) =>
  (await target.locator("article h3").allTextContents()).filter((name) => SEEDED.has(name));

async function expectCards(target: Page, names: string[]) {
  await expect.poll(() => seededCardNames(target), { timeout: 15_000 }).toEqual(names);
}

describe("/business", () => {
  it("filters by industry and halal certification, keeping the filters in the URL", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/business");
    expect(await expectPageHeading(page)).toBe("Business Directory");
    await expectCards(page, [...SEEDED]);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Industry").selectOption("Food & Beverage");
    await expectCards(page, ["Karachi Darbar Restaurant", "Mehran Foods Trading"]);
    expect(new URL(page.url()).searchParams.get("industry")).toBe("Food & Beverage");

    await page.getByLabel("Location").selectOption("Dammam");
    await expectCards(page, ["Mehran Foods Trading"]);
    expect(await page.locator("article h3").allTextContents()).toEqual(["Mehran Foods Trading"]);

    await page.getByLabel("Location").selectOption("all");
    await page.getByLabel("Industry").selectOption("all");
    await page.getByLabel("Halal certified only").check();
    await expectCards(page, ["Karachi Darbar Restaurant", "Mehran Foods Trading"]);
    const card = page.getByRole("article", { name: "Karachi Darbar Restaurant" });
    expect(await card.getByText("Rated 4.7 out of 5").count()).toBe(1);
    expect(await card.getByRole("link", { name: /^Visit website/ }).getAttribute("target")).toBe("_blank");

    // A reload keeps the filters: they are in the address.
    await page.reload();
    await expectCards(page, ["Karachi Darbar Restaurant", "Mehran Foods Trading"]);
    expect(await page.getByLabel("Halal certified only").isChecked()).toBe(true);
  });

  it("searches names and descriptions, and shows the empty state when nothing matches", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/business");
    await expectPageHeading(page);
    await page.getByLabel("Search businesses").fill("urdu-speaking");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectCards(page, ["Shifa Medical Clinic"]);

    await page.getByLabel("Search businesses").fill("no such business anywhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("No businesses found").waitFor({ state: "visible" });
    expect(await page.getByText("Try adjusting your filters.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "List your business" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("opens with filters from the URL", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/business?industry=Healthcare&halal=true");
    await page.getByText("No businesses found").waitFor({ state: "visible" });
    expect(await page.getByLabel("Industry").inputValue()).toBe("Healthcare");
  });
});
