// A new member's first visit and their PDPL rights, in Chromium against the real worker and local D1.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_PASSWORD, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
  email = await signUpViaApi(page, "Imran Siddiqui", uniqueEmail("onboarding"));
});
afterAll(async () => {
  await page?.close();
  await browser?.close();
});

const toast = (text: string) => page.locator("[data-testid=toast]", { hasText: text });
const marketingSwitch = () => page.getByRole("switch", { name: "News and offers by email" });

describe("onboarding and privacy settings", () => {
  it("a member who has not onboarded is sent from / to /onboarding, where consent gates the first step", async () => {
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/onboarding");
    expect(await expectPageHeading(page)).toBe("Welcome to SPPC");
    const accept = page.getByRole("button", { name: "Accept & Continue" });
    expect(await accept.isDisabled()).toBe(true);
    await page.getByLabel("Send me news and offers").check();
    expect(await accept.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it("with consent, through all steps to / with the welcome toast", async () => {
    await page.getByLabel(/I consent to SPPC processing my personal data/).check();
    await page.getByRole("button", { name: "Accept & Continue" }).click();
    await page.getByRole("heading", { name: "Personal Information" }).waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Imran");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Choose your city.").first().waitFor();
    await page.getByLabel("City").selectOption("Khobar");
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("heading", { name: "Professional Details" }).waitFor();
    await page.getByLabel("Job title").fill("Petroleum Engineer");
    await page.getByLabel("Company").fill("Aramco");
    await page.getByLabel("Industry").selectOption("Oil & Gas");
    await page.getByRole("button", { name: "Complete" }).click();

    await page.waitForURL((url) => url.pathname === "/");
    await toast("Welcome to the community!").waitFor();
    const me = await (await page.request.get("/api/auth/user")).json();
    expect(me).toMatchObject({ title: "Petroleum Engineer", location: "khobar", profileCompleted: true });
  });

  it("/privacy-settings: withdrawing marketing is saved and still shown after a reload", async () => {
    await page.goto("/privacy-settings");
    expect(await expectPageHeading(page)).toBe("Privacy & data");
    await marketingSwitch().waitFor({ state: "attached" });
    expect(await marketingSwitch().isChecked()).toBe(true);
    await marketingSwitch().uncheck();
    await toast("Your choice has been saved.").waitFor();
    await page.reload();
    await marketingSwitch().waitFor({ state: "attached" });
    expect(await marketingSwitch().isChecked()).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  it("downloads a JSON file with the member's data", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sppc-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.profile).toMatchObject({ title: "Petroleum Engineer", company: "Aramco" });
  });

  it("deletes the account after the password and DELETE, lands on / signed out, and sign-in then fails", async () => {
    const opener = page.getByRole("button", { name: "Delete my account", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      "password",
    );

    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    await opener.click();
    const confirm = dialog.getByRole("button", { name: "Delete permanently" });
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByLabel(/Type\W*DELETE\W*to confirm/).fill("DELETE");
    await confirm.click();
    await dialog.getByText("The password is not correct.").waitFor();

    await dialog.getByLabel("Password").fill(E2E_PASSWORD);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");
    await toast("Account deleted").waitFor();
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: E2E_PASSWORD, rememberMe: false },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(401);
  });
});
