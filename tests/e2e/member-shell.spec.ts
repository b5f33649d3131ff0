// The signed-in shell in a real browser, for a member who really signed up (through the API).
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { clickAndExpectPage, DESKTOP, expectPageHeading, PHONE } from "./page-checks";

let browser: Browser;
let page: Page;

/** A fresh member (first name Bilal), signed in, in its own tab. */
async function openAsMember(viewport: { width: number; height: number }): Promise<Page> {
  await browser.context.clearCookies();
  const opened = await openPage(browser, viewport);
  await signUpViaApi(opened, "Bilal Ahmed", uniqueEmail("shell"));
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
});

describe("signed-in shell", () => {
  it("on a phone: mobile header welcome, bottom bar with the active entry, More sheet with eight tiles", async () => {
    page = await openAsMember(PHONE);
    await page.goto("/jobs");
    await expectPageHeading(page);
    // The signed-in chrome is its own chunk, loaded once the member is known.
    await page.getByText("Welcome, Bilal").waitFor({ state: "visible" });

    const bar = page.locator("[data-testid=bottom-nav]");
    await bar.waitFor({ state: "visible" });
    expect(await bar.getByRole("link", { name: "Jobs" }).getAttribute("aria-current")).toBe("page");
    expect(await bar.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();

    await bar.getByRole("button", { name: "More" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor({ state: "visible" });
    const tiles = await sheet.getByRole("link").allTextContents();
    expect(tiles.map((text) => text.trim())).toEqual([
      "Profile",
      "Network",
      "Membership card",
      "Wallet",
      "WhatsApp",
      "Premium",
      "Messages",
      "Logout",
    ]);
    await clickAndExpectPage(page, sheet.getByRole("link", { name: "Premium" }), "/premium");
    expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
  });

  it("on a desktop: no bottom bar; the header's avatar menu offers profile, card, wallet, upgrade and sign out", async () => {
    page = await openAsMember(DESKTOP);
    await page.goto("/business");
    await expectPageHeading(page);
    await page.getByRole("searchbox", { name: "Search" }).waitFor({ state: "visible" });
    // The bar is in the page (its own lazily loaded chunk) but hidden from md up.
    await page.locator("[data-testid=bottom-nav]").waitFor({ state: "attached" });
    expect(await page.locator("[data-testid=bottom-nav]").count()).toBe(1);
    expect(await page.locator("[data-testid=bottom-nav]").isVisible()).toBe(false);

    await page.getByRole("button", { name: /Account menu/ }).click();
    const items = page.getByRole("menuitem");
    expect((await items.allTextContents()).map((text) => text.trim())).toEqual([
      "Profile & Settings",
      "Membership card",
      "Wallet",
      "Upgrade to Premium",
      "Sign Out",
    ]);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("menu").count()).toBe(0);
  });

  it("a member-only page shows its content instead of sending the member to sign in", async () => {
    page = await openAsMember(DESKTOP);
    await page.goto("/services");
    expect(await expectPageHeading(page)).not.toBe("");
    expect(new URL(page.url()).pathname).toBe("/services");
    expect(await page.locator("[data-testid=toast]").count()).toBe(0);
  });
});
