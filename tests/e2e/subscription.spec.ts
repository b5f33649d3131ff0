// The plans page in Chromium for a signed-in Basic member: the seeded prices, 'Current Plan' on Basic,
// the comparison table (scrolling sideways on a phone, not the page), the FAQ, and no serious axe issues.
// The upgrade redirect itself is covered by the checkout end-to-end test.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { PHONE } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser);
  await signUpViaApi(page, "Bilal Ahmed", uniqueEmail("plans"));
});

afterAll(async () => {
  await browser?.close();
});

/** Intl writes "SAR 299" with a no-break space. */
const text = async (locator: ReturnType<Page["locator"]>) =>
  ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();

describe("subscription page", () => {
  it("shows a Basic member the seeded yearly prices, Current Plan on Basic, the table and the FAQ", async () => {
    await page.goto("/subscription");
    await page.getByRole("heading", { level: 1, name: "Choose Your Plan" }).waitFor();
    const plan = (name: string) => page.getByRole("listitem", { name, exact: true });
    await plan("Premium").waitFor();
    expect(await text(plan("Premium").locator("p").first())).toContain("SAR 299");
    expect(await text(plan("Executive").locator("p").first())).toContain("SAR 599");
    expect(await plan("Premium").getByText("Most Popular").count()).toBe(1);

    const current = plan("Basic").getByRole("button", { name: "Current Plan" });
    expect(await current.isDisabled()).toBe(true);
    expect(await plan("Premium").getByRole("button", { name: "Upgrade to Premium" }).isEnabled()).toBe(true);

    const table = page.getByRole("table", { name: "Features included in each membership plan" });
    const cells = async (name: string) =>
      (
        await table
          .getByRole("row", { name: new RegExp(name) })
          .getByRole("cell")
          .allTextContents()
      ).map((cell) => cell.replace(/\s+/g, " "));
    expect(await cells("Price per year")).toEqual(["Free", "SAR 299", "SAR 599"]);
    expect(await cells("Partner discount")).toEqual(["5%", "15%", "25%"]);
    expect(await cells("Exclusive jobs")).toEqual(["Not included", "Included", "Included"]);

    const question = page.getByText("Is there a money-back guarantee?");
    const answer = page.getByText(/30-day money-back guarantee/);
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await answer.waitFor();
    await page
      .getByText(/keep your access until the end of the billing period/)
      .waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
  });

  it("scrolls the comparison table sideways on a phone, not the page", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/subscription");
    const region = page.getByRole("region", { name: "Compare plans" });
    await region.getByRole("table").waitFor();
    const sizes = await region.evaluate((element) => ({
      region: [element.scrollWidth, element.clientWidth],
      page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
      // What sticks out, should the page be wider than the phone.
      wide: [...document.querySelectorAll("body *")]
        .filter((node) => !element.contains(node))
        .filter((node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((node) => `${node.tagName}.${node.className}`),
    }));
    expect(sizes.region[0]).toBeGreaterThan(sizes.region[1] ?? 0);
    expect(sizes.page[0], sizes.wide.join("\n")).toBeLessThanOrEqual(sizes.page[1] ?? 0);
    await expectNoSeriousA11yViolations(page);
  });
});
