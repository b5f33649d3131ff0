// /admin/reports in Chromium: the seeded admin sees the community reports drawn (uPlot's canvas) with
// a real table of the same numbers under each chart, from the e2e database's seeded members.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
});

describe("/admin/reports", () => {
  it("draws the members chart on a canvas with a table of numbers under it", async () => {
    await signInViaApi(page);
    await page.goto("/admin/reports");
    const members = page.locator("section", {
      has: page.getByRole("heading", { name: "Members over time by tier" }),
    });
    const chart = members.getByRole("img", { name: /^Chart of Members over time by tier/ });
    await chart.locator("canvas").first().waitFor({ state: "visible", timeout: 15_000 });
    const box = await chart.locator("canvas").first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    const table = members.getByRole("table", { name: "Members over time by tier: the numbers" });
    const totals = await table.locator("tbody tr td:last-child").allTextContents();
    expect(totals.length).toBeGreaterThan(0);
    // The seeded members joined this month: the last month's totals are numbers, and not all zero.
    expect(totals.every((text) => /^[\d,]+$/.test(text))).toBe(true);
    expect(totals.some((text) => Number(text.replaceAll(",", "")) > 0)).toBe(true);
  });
});
