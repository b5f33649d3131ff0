// Paying for a membership in Chromium, against the real worker and a local fake of Moyasar (its hosted
// payment page and its webhooks): a visitor registers for Premium, opens the emailed checkout link, pays on the gateway's page and comes
// back to 'Payment Successful' and an upgraded card; a declined card shows 'Payment Failed' with the
// gateway's message and can be paid again.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { emailsTo, linkFromEmail, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

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

/**
 * Registers a visitor for Premium on /membership, follows 'Continue to Payment' to the page that says
 * the next step was emailed, confirms the address through the emailed link, then continues from that
 * page to the signed checkout.
 */
async function registerForPremium(email: string): Promise<string> {
  await browser.context.clearCookies();
  page = await openPage(browser, DESKTOP);
  await page.goto("/membership");
  await page.getByRole("radio", { name: "Premium" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel(/^Full Name/).fill("Hina Rabbani");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill("+966501112233");
  await page.getByLabel(/^Profession/).selectOption("Software Engineer");
  await page.getByLabel(/^Company/).fill("SABIC");
  await page.getByLabel(/^City/).selectOption("Jeddah");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  // The emailed confirmation creates the account and number, then offers the signed checkout.
  await page.goto(await linkFromEmail(email, "verify-email"));
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await page.getByRole("link", { name: "Continue to Payment" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.has("token"));
  const membershipId = new URL(page.url()).searchParams.get("membership_id") ?? "";
  expect(membershipId).toMatch(/^SPPC-\d{8}-\d{4}$/);
  return membershipId;
}

/** From /checkout's order summary to the gateway's hosted page. */
async function openGatewayPage(): Promise<void> {
  await page.getByRole("heading", { name: "Your membership" }).waitFor();
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL((url) => url.origin === inject("fakeMoyasarOrigin"));
  await page.getByRole("heading", { name: "Moyasar test checkout" }).waitFor();
}

describe("paying for a membership", () => {
  it("Premium registration → checkout → gateway → 'Payment Successful' and a Premium card valid for a year", async () => {
    const email = uniqueEmail("premium-payer");
    const membershipId = await registerForPremium(email);
    // The order summary reads the price from the tiers table.
    await page.getByText("SAR 299").first().waitFor();
    expect(await page.getByText(membershipId).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await openGatewayPage();
    expect(await page.getByText("Amount: 299.00 SAR").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Pay with mada" }).click();

    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.has("payment"));
    await page.getByRole("heading", { name: "Payment Successful" }).waitFor();
    expect(await page.getByRole("main").getByText("Welcome to SPPC Premium!").isVisible()).toBe(true);
    const card = page.getByRole("region", { name: "Payment Successful" });
    expect(await card.getByTestId("membership-id").textContent()).toBe(membershipId);
    expect(await card.getByText("Premium", { exact: true }).isVisible()).toBe(true);
    const yearAhead = new Date(Date.now() + 365 * 86_400_000);
    // Card dates are Riyadh's day, in the medium style, on every screen (card-format.ts).
    const expected = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "Asia/Riyadh" }).format(
      yearAhead,
    );
    expect(await card.getByText(expected).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // What a partner merchant sees now: valid, Premium.
    await page.goto(`/verify/${membershipId}`);
    await page.getByRole("heading", { name: "Valid membership" }).waitFor();
    const verdict = page.getByRole("main");
    expect(await verdict.getByText("Premium", { exact: true }).count()).toBe(1);
    expect(await verdict.getByText("Hina R.").count()).toBe(1);
    const receipts = (await emailsTo(email, 2)).filter((mail) => mail.kind === "payment-receipt");
    expect(receipts).toHaveLength(1);
  });

  it("a declined payment shows 'Payment Failed' with the gateway's message, and paying again succeeds", async () => {
    await registerForPremium(uniqueEmail("declined"));
    await openGatewayPage();
    await page.getByRole("button", { name: "Decline payment" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.has("payment"));
    await page.getByRole("heading", { name: "Payment Failed" }).waitFor();
    expect(await page.getByText("Insufficient Funds").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Try payment again" }).click();
    await page.waitForURL((url) => url.origin === inject("fakeMoyasarOrigin"));
    await page.getByRole("button", { name: "Pay with mada" }).click();
    await page.getByRole("heading", { name: "Payment Successful" }).waitFor();
  });

  it("a signed-in Basic member upgrades from /subscription and sees Executive on the profile", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser, DESKTOP);
    await signUpViaApi(page, "Omar Farooq", uniqueEmail("upgrader"));
    await page.goto("/subscription");
    const executive = page.getByRole("listitem", { name: "Executive", exact: true });
    await executive.getByRole("button", { name: "Upgrade to Executive" }).click();
    await page.waitForURL((url) => url.origin === inject("fakeMoyasarOrigin"));
    expect(await page.getByText("Amount: 599.00 SAR").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Pay with mada" }).click();
    await page.getByRole("heading", { name: "Payment Successful" }).waitFor();
    expect(await page.getByRole("main").getByText("Welcome to SPPC Executive!").isVisible()).toBe(true);

    await page.goto("/profile?tab=membership");
    await page.getByText("Executive Member").waitFor();
    const payments = page.getByRole("region", { name: "Your payments" });
    await payments.getByRole("cell", { name: "Online" }).waitFor();
    expect(await payments.getByRole("cell", { name: "Paid", exact: true }).count()).toBe(1);
    await page.goto("/subscription");
    await executive.getByRole("button", { name: "Current Plan" }).waitFor();
  });
});
