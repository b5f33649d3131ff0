// A member sees their registration in their account and cancels it there (like the email's link).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("my event registrations", () => {
  it("lists the member's RSVP on the profile and cancels it from there", async () => {
    const page = await openPage(browser, DESKTOP);
    const email = await signUpViaApi(page, "Kamran Akmal", uniqueEmail("myrsvp"));

    await page.goto("/event/dammam");
    await page.getByLabel(/Full Name/).waitFor({ state: "visible" });
    // Name and email are prefilled for members; the rest is typed.
    // (once the signed-in member has loaded, so poll rather than read once)
    await expect.poll(() => page.getByLabel(/^Email/).inputValue(), { timeout: 10_000 }).toBe(email);
    await page.getByLabel(/^Phone/).fill("+966 55 000 1111");
    await page.getByLabel(/^Profession/).fill("Accountant");
    await page.getByLabel(/^Company/).fill("Example Co");
    await page.getByRole("button", { name: "Register" }).click();
    await page
      .getByRole("heading", { name: /Your seat is reserved|You're on the waitlist/ })
      .first()
      .waitFor();

    await page.goto("/profile?tab=membership");
    const section = page.getByRole("region", { name: "My event registrations" });
    await section.getByText("Dammam Professionals High Tea").waitFor();
    expect(await section.getByText("Confirmed").isVisible()).toBe(true);
    await section.getByRole("button", { name: "Cancel my registration" }).click();
    // The list asks first, like the ticket pages.
    await section.getByRole("button", { name: "Yes, cancel it" }).click();
    await section.getByText("Cancelled").waitFor();
    expect(await section.getByRole("button", { name: "Cancel my registration" }).count()).toBe(0);

    const mine = (await (await page.request.get("/api/events/rsvps/mine")).json()) as {
      rsvps: { status: string }[];
    };
    expect(mine.rsvps.map((rsvp) => rsvp.status)).toEqual(["cancelled"]);
    await page.close();
  });
});
