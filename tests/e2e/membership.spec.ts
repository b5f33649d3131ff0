// /membership against the real worker and the seeded D1: a visitor registers for Basic, is told to
// check the email (never whether the address had an account), then sets a password through its link. The Premium
// choice, which continues to /checkout and the payment gateway, is in payments.spec.ts.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, linkFromEmail, signInViaApi, uniqueEmail } from "./accounts";
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

async function fillProfile(email: string) {
  await page.getByLabel(/^Full Name/).fill("Hina Rabbani");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill("+966501112233");
  await page.getByLabel(/^Profession/).selectOption("Software Engineer");
  await page.getByLabel(/^Company/).fill("SABIC");
  await page.getByLabel(/^City/).selectOption("Jeddah");
}

describe("/membership registration", () => {
  it("a visitor registers for Basic, confirms the emailed link, gets a number and sets a password", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser, DESKTOP);
    await page.goto("/membership");
    expect(await expectPageHeading(page)).toBe("Become a Member");
    // Basic is chosen by default, with its price and benefits from the tiers table.
    await page.getByRole("radio", { name: "Basic" }).waitFor();
    expect(await page.getByRole("radio", { name: "Basic" }).isChecked()).toBe(true);
    expect(await page.getByText("Free", { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Next" }).click();

    const email = uniqueEmail("register");
    await fillProfile(email);
    // Going back keeps what was typed.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.getByLabel(/^Company/).inputValue()).toBe("SABIC");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Complete Registration" }).click();

    // The same answer whether the address had an account: the number and the next step are emailed.
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText(`We sent the next step to ${email}`, { exact: false }).isVisible()).toBe(
      true,
    );
    expect(await page.getByTestId("membership-id").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The registration's only email is the confirmation link; nothing exists until it is followed.
    const confirmations = await emailsTo(email, 1, 30_000);
    expect(confirmations.map((mail) => mail.kind)).toEqual(["verify-email"]);
    expect(confirmations[0]?.text).not.toContain("Hina");
    await page.goto(await linkFromEmail(email, "verify-email"));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await page.getByRole("heading", { name: "Your email is confirmed" }).waitFor();
    expect(await page.getByTestId("membership-id").textContent()).toMatch(/^SPPC-\d{8}-\d{4}$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Set your password" }).click();
    await page.waitForURL((url) => url.pathname === "/reset-password" && url.searchParams.has("token"));
    await page.getByLabel("New password", { exact: true }).fill("Faisal Mosque 1986!");
    await page.getByLabel("Confirm new password", { exact: true }).fill("Faisal Mosque 1986!");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: "Faisal Mosque 1986!" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(200);
  });
});

describe("/membership application", () => {
  it("shows the spec's messages, re-checks on change, then submits and lands on /membership-card", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser, DESKTOP);
    await page.goto("/membership");
    await page.getByRole("tab", { name: "Apply for membership" }).click();
    await page.getByRole("heading", { name: "Membership tiers" }).waitFor();
    await page.getByRole("heading", { name: "Executive" }).waitFor();
    expect(
      await page.getByRole("main").getByRole("link", { name: "Terms of Service" }).getAttribute("href"),
    ).toBe("/terms");
    expect(
      await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).getAttribute("href"),
    ).toBe("/privacy");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("First name is required").waitFor();
    for (const message of [
      "Valid email is required",
      "Experience level is required",
      "You must agree to terms",
    ]) {
      expect(await page.getByText(message).isVisible()).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail("apply");
    await page.getByLabel(/^First Name/).fill("Sana");
    expect(await page.getByText("First name is required").count()).toBe(0);
    await page.getByLabel(/^Last Name/).fill("Mir");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone/).fill("0501234567");
    await page.getByLabel(/^City/).selectOption("Abha");
    await page.getByLabel(/^Profession/).selectOption("Accountant");
    await page.getByLabel(/^Company/).fill("Almarai");
    await page.getByLabel(/^Experience level/).selectOption("senior");
    await page.getByLabel(/^Membership type/).selectOption("executive");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL((url) => url.pathname === "/membership-card");
    await page.getByText("Membership Application Submitted!").waitFor();
    const mail = await emailsTo(email);
    expect(mail[0]?.subject).toBe("Membership Application Submitted!");

    // An administrator reviews it at /admin/applications.
    await signInViaApi(page);
    await page.goto("/admin/applications");
    expect(await expectPageHeading(page)).toBe("Membership applications");
    const card = page.getByRole("article").filter({ hasText: email });
    await card.waitFor();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("button", { name: "Reject" }).click();
    await card.getByLabel(/^Reason/).fill("Please apply with your work email");
    await card.getByRole("button", { name: "Reject" }).click();
    await card.getByText("Rejected", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Approve" }).click();
    await card.getByText("Approved", { exact: true }).waitFor();
  });
});
