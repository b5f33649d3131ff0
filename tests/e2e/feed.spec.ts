// The member feed in a real browser against the real worker and D1: a member posts each of the four
// types, likes a post, comments, reloads and finds the like and the comment still there.
// Runs against `/`, where the member home renders <Feed />.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
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

/** A fresh signed-in member who finished onboarding (otherwise `/` sends them there). */
async function openAsMember(name: string): Promise<void> {
  await browser.context.clearCookies();
  page = await openPage(browser, DESKTOP);
  const [firstName = name, lastName = ""] = name.split(" ");
  await signUpViaApi(page, name, uniqueEmail("feed"));
  await completeOnboardingViaApi(page, { firstName, lastName });
}

const postCard = (content: string) => page.getByRole("article").filter({ hasText: content });

async function publish(
  type: string,
  content: string,
  fill?: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
  { composerOpen = false } = {},
) {
  if (!composerOpen) await page.getByRole("button", { name: "Share an update with the community" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a post" });
  await dialog.getByRole("radio", { name: type }).check();
  if (fill) await fill(dialog);
  await dialog.getByLabel("What would you like to share?").fill(content);
  await dialog.getByRole("button", { name: "Post", exact: true }).click();
  await page.getByText("Post Created").waitFor();
  await dialog.waitFor({ state: "hidden" });
  await postCard(content).waitFor();
}

describe("member feed", () => {
  it("shows blank content as 'Content Required' and keeps the dialog open; posts each type, likes and comments, and both persist after a reload", async () => {
    const run = Date.now().toString(36);
    await openAsMember("Farah Siddiqui");
    await page.goto("/");

    // Blank content first, in the same composer (this was a test of its own, with a member of its own).
    await page.getByRole("button", { name: "Share an update with the community" }).click();
    const composer = page.getByRole("dialog", { name: "Create a post" });
    expect(await composer.getByRole("button", { name: "Post", exact: true }).isDisabled()).toBe(true);
    await composer.getByLabel("What would you like to share?").fill("   ");
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    await page.getByText("Content Required").waitFor();
    expect(await composer.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const standard = `Salam everyone, new in Riyadh ${run} #Welcome`;
    const trade = `Importing basmati rice ${run}`;
    const job = `We are hiring ${run}`;
    const event = `Join our community iftar ${run}`;
    await publish("Update", standard, undefined, { composerOpen: true });
    await publish("Trade opportunity", trade, async (dialog) => {
      await dialog.getByLabel("Budget").fill("SAR 50,000");
    });
    await publish("Job posting", job, async (dialog) => {
      await dialog.getByLabel(/Job title/).fill("Site Engineer");
      await dialog.getByLabel("Visa sponsorship").check();
    });
    await publish("Event", event, async (dialog) => {
      await dialog.getByLabel(/Event title/).fill("Community Iftar");
      await dialog.getByLabel(/Date/).fill("2026-12-20");
    });

    // Each card shows its type's metadata, with the spec's defaults where nothing was typed.
    await postCard(trade).getByText("Multiple Locations").waitFor();
    await postCard(trade).getByText("Flexible").waitFor();
    await postCard(job).getByText("Site Engineer").waitFor();
    // Shown in the reader's language, not as the composer stored it.
    await postCard(event).getByText("December 20, 2026").waitFor();
    expect(await postCard(standard).locator("[data-kind=hashtag]").textContent()).toBe("#Welcome");

    // Like and comment on the standard post.
    await postCard(standard).getByRole("button", { name: "Like" }).click();
    await postCard(standard).getByText("1 like", { exact: true }).waitFor();
    await postCard(standard).getByRole("button", { name: "Comment", exact: true }).click();
    await postCard(standard).getByLabel("Write a comment").fill("Welcome aboard!");
    await postCard(standard).getByRole("button", { name: "Post comment" }).click();
    await postCard(standard).getByTestId("comment").filter({ hasText: "Welcome aboard!" }).waitFor();
    await postCard(standard).getByText("1 comment", { exact: true }).waitFor();

    await page.reload();
    await postCard(standard).waitFor();
    expect(await postCard(standard).getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await postCard(standard).getByText("1 like", { exact: true }).waitFor();
    await postCard(standard).getByText("1 comment", { exact: true }).waitFor();
    await postCard(standard).getByRole("button", { name: "Comment", exact: true }).click();
    await postCard(standard).getByTestId("comment").filter({ hasText: "Welcome aboard!" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("a reported post waits in /admin/reported-posts and leaves the feed once an admin removes it", async () => {
    const content = `Cheap followers for sale ${Date.now().toString(36)}`;
    await openAsMember("Bilal Ahmed");
    await page.goto("/");
    await publish("Update", content);

    await page.close();
    await openAsMember("Hina Javed");
    await page.goto("/");
    await postCard(content).getByRole("button", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this post" });
    await dialog.getByLabel(/Why are you reporting it/).fill("Spam selling followers");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thanks, the moderators will review this post.").waitFor();

    await page.close();
    await browser.context.clearCookies();
    page = await openPage(browser, DESKTOP);
    await signInViaApi(page);
    await page.goto("/admin/reported-posts");
    const item = page.getByRole("listitem").filter({ hasText: content });
    await item.getByText("Spam selling followers").waitFor();
    await item.getByText("1 reports").waitFor();
    await expectNoSeriousA11yViolations(page);
    // Removing asks for a reason, which is emailed to the author.
    await item.getByRole("button", { name: "Remove post" }).click();
    await item.getByLabel("Reason (emailed to the member)").fill("Selling followers is spam");
    await item.getByRole("button", { name: "Remove post" }).click();
    await page.getByText("Post removed").waitFor();
    await item.waitFor({ state: "detached" });

    await page.goto("/");
    await page.getByRole("button", { name: "Share an update with the community" }).waitFor();
    await page.getByRole("article").first().waitFor();
    expect(await postCard(content).count()).toBe(0);
  });
});
