// /admin/payments in Chromium: the seeded admin records a bank transfer for a Basic member, sees it in
// the payments table, and the member's own card then reads Premium, valid for a year. The same
// reference a second time is refused next to the field.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembershipRegisterResult } from "../../worker/contract/membership-register";
import { E2E_PASSWORD, emailsTo, SEEDED_ADMIN, signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const REFERENCE = `TRX-${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let page: Page;

async function signInAs(credentials: { email: string; password: string }) {
  await browser.context.clearCookies();
  await signInViaApi(page, credentials);
}

/** A Basic member with a membership id, registered through the real /api/membership/register. */
async function basicMember(): Promise<{ email: string; membershipId: string }> {
  await browser.context.clearCookies();
  const email = await signUpViaApi(page, "Kamran Akmal", uniqueEmail("transfer"));
  const response = await page.request.post("/api/membership/register", {
    data: {
      fullName: "Kamran Akmal",
      email,
      phone: "+966502223344",
      profession: "Accountant",
      company: "Al Rajhi Bank",
      city: "Riyadh",
      membershipTier: "standard",
    },
    headers: { Origin: browser.baseURL },
  });
  expect(response.ok()).toBe(true);
  // Signed in, so the answer holds the number (a visitor's would only say it was emailed).
  const { membershipId } = (await response.json()) as MembershipRegisterResult;
  if (!membershipId) throw new Error("A signed-in registration answered without a membership id");
  return { email, membershipId };
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
});

describe("admin payments", () => {
  it("records a bank transfer: the payment is listed and the member's card shows Premium for a year", async () => {
    const member = await basicMember();
    await signInAs(SEEDED_ADMIN);
    await page.goto("/admin/payments");
    expect(await expectPageHeading(page)).toBe("Payments");
    const menu = page.getByRole("navigation", { name: "Admin sections" });
    expect(await menu.getByRole("link", { name: "Payments", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    const form = page.getByRole("form", { name: "Record bank transfer" });
    // The amount starts at Premium's price from the tiers table.
    await expect.poll(() => form.getByLabel("Amount (SAR)").inputValue()).toBe("299");
    await expectNoSeriousA11yViolations(page);

    // Nothing typed yet: each field says what it needs, and the first one gets the focus.
    await form.getByLabel("Amount (SAR)").fill("");
    await form.getByRole("button", { name: "Record transfer" }).click();
    await form.getByText("Enter the member's membership ID.").waitFor();
    expect(await form.getByText("Enter an amount in SAR above 0, with at most two decimals.").count()).toBe(
      1,
    );
    expect(await form.getByLabel("Membership ID").evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("Tier").selectOption("executive");
    await form.getByLabel("Tier").selectOption("premium");
    await expect.poll(() => form.getByLabel("Amount (SAR)").inputValue()).toBe("299");
    await form.getByLabel("Membership ID").fill(member.membershipId);
    await form.getByLabel("Bank reference").fill(REFERENCE);
    await form.getByRole("button", { name: "Record transfer" }).click();
    await page.getByText("Bank transfer recorded").waitFor();
    await expect.poll(() => form.getByLabel("Membership ID").inputValue()).toBe("");

    const row = page.getByRole("row").filter({ hasText: REFERENCE });
    await row.waitFor();
    expect(await row.getByRole("rowheader").textContent()).toContain("Kamran Akmal");
    expect(await row.getByText(member.membershipId).count()).toBe(1);
    expect(await row.getByText("SAR 299.00").count()).toBe(1);
    expect(await row.getByText("Bank transfer", { exact: true }).count()).toBe(1);
    expect(await row.getByText("Paid", { exact: true }).count()).toBe(1);
    expect(await row.getByText("Sana Admin").count()).toBe(1);

    // Searching by the member's id finds just this payment.
    await page.getByLabel("Search payments").fill(member.membershipId);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByRole("table").getByRole("row").count()).toBe(2);

    // The same reference again is refused, next to the field, and nothing typed is lost.
    await form.getByLabel("Membership ID").fill(member.membershipId);
    await form.getByLabel("Bank reference").fill(REFERENCE);
    await form.getByRole("button", { name: "Record transfer" }).click();
    await form.getByText("This bank reference is already recorded.").waitFor();
    expect(await form.getByLabel("Membership ID").inputValue()).toBe(member.membershipId);
    await expectNoSeriousA11yViolations(page);

    // One receipt reached the member.
    const receipts = (await emailsTo(member.email, 2)).filter((mail) => mail.kind === "payment-receipt");
    expect(receipts.map((mail) => mail.subject)).toEqual(["Payment Successful: welcome to SPPC Premium"]);

    await signInAs({ email: member.email, password: E2E_PASSWORD });
    await page.goto("/membership-card");
    await page.getByText(member.membershipId).waitFor();
    const card = (label: string) =>
      page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    expect(await card("Tier").textContent()).toBe("Premium");
    // Card dates are Riyadh's calendar day (CARD_TIME_ZONE), wherever the browser is.
    const yearAhead = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "Asia/Riyadh" }).format(
      new Date(Date.now() + 365 * 86_400_000),
    );
    expect(await card("Valid until").textContent()).toBe(yearAhead);
  });

  it("lets the admin edit a tier with clear messages on /admin/membership-tiers", async () => {
    await signInAs(SEEDED_ADMIN);
    await page.goto("/admin/membership-tiers");
    expect(await expectPageHeading(page)).toBe("Membership tiers");
    await page.getByRole("rowheader", { name: "Executive" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Edit Executive" }).click();
    const form = page.getByRole("form", { name: "Edit Executive" });
    await form.getByLabel("Partner discount (%)").fill("101");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Enter a whole number from 0 to 100.").waitFor();
    await expectNoSeriousA11yViolations(page);
    // Saved unchanged, so the other specs see the seeded tiers.
    await form.getByLabel("Partner discount (%)").fill("25");
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByText("Tier saved").waitFor();
  });
});
