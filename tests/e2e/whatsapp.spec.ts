// /whatsapp-groups in a real browser against the seeded D1: filters live in the address.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;

const cardNames = (target: Page) => target.locator("article h2").allTextContents();
const SEEDED_ACTIVE = [
  "SPPC Jobs KSA",
  "Pakistan-Saudi Trade",
  "Eastern Province Cultural Circle",
  "Riyadh Business Network",
  "SPPC Community",
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
});

describe("WhatsApp groups", () => {
  it("a visitor filters by type and searches, and is asked to sign in to join", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser);
    await page.goto("/whatsapp-groups");
    expect(await expectPageHeading(page)).toBe("WhatsApp Groups");
    await page.getByRole("article", { name: "SPPC Jobs KSA" }).waitFor({ state: "visible" });
    // The seeded active groups (admin-whatsapp.spec.ts may add one of its own meanwhile), not the hidden one.
    expect(await cardNames(page)).toEqual(expect.arrayContaining(SEEDED_ACTIVE));
    expect(await page.getByText("Jeddah Professionals (archived)").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const signIn = page.getByRole("link", { name: "Sign in to join" }).first();
    expect(await signIn.getAttribute("href")).toBe("/login?next=%2Fwhatsapp-groups");
    expect(await page.getByRole("link", { name: /Join group/ }).count()).toBe(0);

    await page.getByLabel("Group type").selectOption("trade");
    await page.waitForURL((url) => url.searchParams.get("type") === "trade");
    await page.waitForFunction(() => document.querySelectorAll("article").length === 1);
    expect(await cardNames(page)).toEqual(["Pakistan-Saudi Trade"]);

    await page.getByLabel("Group type").selectOption("all");
    await page.getByLabel("Search groups").fill("hiring");
    await page.waitForURL(
      (url) => url.searchParams.get("search") === "hiring" && !url.searchParams.has("type"),
    );
    await page.waitForFunction(() => document.querySelectorAll("article").length === 1);
    expect(await cardNames(page)).toEqual(["SPPC Jobs KSA"]);

    await page.getByLabel("Search groups").fill("no such group");
    await page.getByText("No groups found").waitFor({ state: "visible" });

    // The filters survive a reload because they are in the address.
    await page.goto("/whatsapp-groups?type=cultural");
    await page.getByRole("article", { name: "Eastern Province Cultural Circle" }).waitFor();
    expect(await cardNames(page)).toEqual(["Eastern Province Cultural Circle"]);
  });

  it("a signed-in member gets 'Join group' links that open in a new tab", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser);
    await signUpViaApi(page, "Bilal Ahmed", uniqueEmail("whatsapp"));
    await page.goto("/whatsapp-groups?search=jobs");
    const join = page
      .getByRole("article", { name: "SPPC Jobs KSA" })
      .getByRole("link", { name: /Join group/ });
    await join.waitFor({ state: "visible" });
    expect(await join.getAttribute("href")).toBe("https://chat.whatsapp.com/sppc-jobs-ksa");
    expect(await join.getAttribute("target")).toBe("_blank");
  });
});
