// The forums in a real browser against the real worker and the seeded D1: a member starts a
// discussion, another replies, an admin locks it and the reply form goes away.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading, markStaleHeadings } from "./page-checks";

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

/** A fresh signed-in member in a new tab (cookies of the previous one are dropped). */
async function openAs(name: string): Promise<string> {
  await browser.context.clearCookies();
  page = await openPage(browser, DESKTOP);
  return signUpViaApi(page, name, uniqueEmail("forums"));
}

const card = (target: Page, title: string) => target.getByRole("article", { name: title });

describe("forums", () => {
  it("shows categories and pinned discussions to visitors, with a sign-in link instead of the form", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser, DESKTOP);
    await page.goto("/community");
    expect(await expectPageHeading(page)).toBe("Community Forums");
    await page.getByRole("heading", { name: "Pinned discussions" }).waitFor();
    await card(page, "Iqama renewal steps in 2026").getByText("Pinned").waitFor();
    expect(await page.getByRole("button", { name: "Visa & Iqama" }).textContent()).toContain("1 thread ·");
    expect(await page.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Sign in to start a discussion" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Career & Jobs" }).click();
    await expect
      .poll(() => page.locator("article h3").allTextContents())
      .toEqual(["CV tips for the Saudi job market"]);
    expect(new URL(page.url()).searchParams.get("category")).toBe("career");

    await page.getByLabel("Search discussions").fill("nothing matches this");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("No discussions found").waitFor();
  });

  it("a member starts a discussion, another replies, an admin locks it and the form goes away", async () => {
    const title = `Driving licence transfer ${Date.now().toString(36)}`;
    await openAs("Nadia Hussain");
    await page.goto("/forums");
    await expectPageHeading(page);
    await page.getByRole("button", { name: "Start a discussion" }).click();
    const form = page.getByRole("region", { name: "Start a discussion" });
    // Too short first: the message shows and nothing typed is lost.
    await form.getByLabel("Title").fill("Hey");
    await form.getByRole("button", { name: "Post discussion" }).click();
    await form.getByText("Choose a category.").waitFor();
    await form.getByText("Use at least 5 characters.").waitFor();
    expect(await form.getByLabel("Title").inputValue()).toBe("Hey");

    await form.getByLabel("Category").selectOption({ label: "Visa & Iqama" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Your question or idea").fill("Can a Pakistani licence be converted in Riyadh?");
    await markStaleHeadings(page);
    await form.getByRole("button", { name: "Post discussion" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/forums/"));
    expect(await expectPageHeading(page)).toBe(title);
    await page.getByRole("heading", { name: "Replies (0)" }).waitFor();
    const threadPath = new URL(page.url()).pathname;

    await page.goto("/forums?category=visa-iqama");
    await card(page, title).getByText("0 replies").waitFor();
    expect(await card(page, title).getByText("Started by Nadia H. in Visa & Iqama").count()).toBe(1);

    // Another member replies: the reply shows and the count goes up.
    await page.close();
    await openAs("Kamran Baig");
    await page.goto(threadPath);
    await expectPageHeading(page);
    await page
      .getByRole("textbox", { name: "Reply" })
      .fill("Yes, at the Muroor office with an attested copy.");
    await page.getByRole("button", { name: "Post reply" }).click();
    await page.getByText("Yes, at the Muroor office with an attested copy.").waitFor();
    await page.getByRole("heading", { name: "Replies (1)" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Reply" }).inputValue()).toBe("");
    await page.goto("/forums");
    await card(page, title).getByText("1 reply", { exact: true }).waitFor();

    // An admin locks it.
    await page.close();
    await browser.context.clearCookies();
    page = await openPage(browser, DESKTOP);
    await signInViaApi(page);
    await page.goto("/admin/forums");
    expect(await expectPageHeading(page)).toBe("Forums");
    const row = card(page, title);
    await row.getByRole("button", { name: "Lock", exact: true }).click();
    await row.getByText("Locked").waitFor();
    await expectNoSeriousA11yViolations(page);

    // Even a signed-in admin now sees the notice and no reply form.
    await page.goto(threadPath);
    await page.getByText("This thread is locked").waitFor();
    expect(await page.getByRole("textbox", { name: "Reply" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Post reply" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
