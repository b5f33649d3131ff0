// The digital membership card in Chromium: a member's card carries a QR code for the public verify
// page, which shows validity, tier and "First L."; visitors see the sample. (An unknown number's answer
// is checked in tests/worker/membership-verify.test.ts and its page in tests/app/membership-card.test.tsx.)
import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin, givePremiumMembership } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { decodeQrSvg } from "./qr-decode";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe("membership card", () => {
  it("shows visitors the sample card and the partner discounts from the database", async () => {
    await page.goto("/membership-card");
    await page.getByText("Ahmed Hassan").waitFor();
    expect(await page.getByText("Founding Member").count()).toBe(1);
    await page.getByText("Jarir Bookstore").waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("gives a member a card whose QR code opens the verify page: valid, Premium, 'Ayesha K.'", async () => {
    const email = await signUpViaApi(page, "Ayesha Khan", uniqueEmail("card"));
    const membershipId = await asAdmin((admin) =>
      givePremiumMembership(page, admin, {
        email,
        firstName: "Ayesha",
        lastName: "Khan",
        title: "Site Engineer",
        company: "Saudi Binladin Group",
        location: "riyadh",
      }),
    );
    await page.goto("/membership-card");
    await page.getByText(membershipId).waitFor();
    const qr = page.locator("[data-verify-url]");
    await qr.getByRole("img").waitFor();
    const url = await qr.getAttribute("data-verify-url");
    expect(url).toBe(`${new URL(page.url()).origin}/verify/${membershipId}`);
    expect(await qr.getByRole("img").getAttribute("aria-label")).toContain(String(url));
    // What a merchant's phone reads from the code itself.
    expect(await decodeQrSvg(page, qr)).toBe(url);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Card" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sppc-card-${membershipId}.png`);
    const file = await download.path();
    // A PNG starts with its 8-byte signature.
    expect(fs.readFileSync(file).subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));

    await page.goto(String(url));
    await page.getByRole("heading", { name: "Valid membership" }).waitFor();
    expect(await page.getByText("Ayesha K.").count()).toBe(1);
    // Within the page's own content: the signed-in chrome (loaded lazily) has a "Premium" link of its own.
    expect(await page.getByRole("main").getByText("Premium", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Khan").count()).toBe(0);
    expect(await page.getByText("Saudi Binladin Group").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it("lets an admin see the seeded partners and sponsorship packages in /admin/partners", async () => {
    await browser.context.clearCookies();
    await signInViaApi(page);
    await page.goto("/admin/partners");
    await page.getByRole("rowheader", { name: "Jarir Bookstore" }).waitFor();
    await page.getByRole("rowheader", { name: "Regional Sponsor" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("shows the seeded sponsorship packages on /partnerships", async () => {
    await page.goto("/partnerships");
    const packages = page.locator("#packages");
    await packages.getByRole("heading", { name: "Regional Sponsor" }).waitFor();
    expect(await packages.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Regional Sponsor",
      "Event Sponsor",
      "Loyalty Partner",
    ]);
    expect(await packages.getByText("SAR 50,000").count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });
});
