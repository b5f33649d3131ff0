// Direct messages between two members in two browsers: A opens B's profile, chooses Message and
// writes; B, with the conversation open, sees it without reloading and replies; A sees the reply
// live. Then A goes offline, writes (the message waits in the offline queue) and comes back online:
// it is delivered once, live to B and stored once. And a page whose session was signed out in another
// tab stops receiving: its socket is closed with the session, and the page shows it is signed out.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { countD1 } from "./d1";
import { DESKTOP } from "./page-checks";

let browserA: Browser;
let browserB: Browser;

beforeAll(async () => {
  [browserA, browserB] = await Promise.all([launchBrowser(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browserA?.close(), browserB?.close()]);
});

async function member(browser: Browser, firstName: string, sharing: boolean) {
  const page = await openPage(browser, DESKTOP);
  await page.goto("/");
  await signUpViaApi(page, `${firstName} Test`, uniqueEmail("dm"));
  const userId = await completeOnboardingViaApi(page, {
    firstName,
    lastName: "Test",
    profileSharingOptIn: sharing,
  });
  return { page, userId };
}

const log = (page: Page) => page.getByRole("log");

async function write(page: Page, text: string) {
  await page.getByLabel("Write a message").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

describe("direct messages", () => {
  it("delivers live both ways and a message written offline once, and nothing once its member signs out in another tab", async () => {
    const a = await member(browserA, "Amina", false);
    const b = await member(browserB, "Bilal", true);

    // B waits in the conversation with A (opened before anything was written).
    await b.page.goto(`/messages/${a.userId}`);
    await expect
      .poll(() => b.page.getByText("Live", { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // A finds the Message button on B's profile.
    await a.page.goto(`/profile/${b.userId}`);
    await a.page.getByRole("link", { name: "Message", exact: true }).click();
    await a.page.waitForURL(`**/messages/${b.userId}`);
    await expect
      .poll(() => a.page.getByText("Live", { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await write(a.page, "Salam Bilal, how is the work in Riyadh?");

    await expect
      .poll(() => log(b.page).getByText("Salam Bilal, how is the work in Riyadh?").isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await write(b.page, "Wa alaikum salam! Busy but good.");
    await expect
      .poll(() => log(a.page).getByText("Wa alaikum salam! Busy but good.").isVisible(), { timeout: 10_000 })
      .toBe(true);
    // B read A's message while it was open: A's last message shows it was seen.
    await expectNoSeriousA11yViolations(a.page);

    // Offline: the message waits in the queue, marked as waiting.
    await browserA.context.setOffline(true);
    await write(a.page, "Written on the metro, no signal");
    await expect
      .poll(() => log(a.page).getByText("Waiting for a connection to send").isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(
      countD1("select count(*) as n from direct_messages where body = ?", "Written on the metro, no signal"),
    ).toBe(0);

    await browserA.context.setOffline(false);
    await a.page.evaluate(() => dispatchEvent(new Event("online")));
    await expect
      .poll(() => log(b.page).getByText("Written on the metro, no signal").isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => log(a.page).getByText("Waiting for a connection to send").count(), { timeout: 10_000 })
      .toBe(0);
    expect(
      countD1("select count(*) as n from direct_messages where body = ?", "Written on the metro, no signal"),
    ).toBe(1);

    // After a reload both still see the whole conversation.
    await a.page.reload();
    await expect.poll(() => log(a.page).getByTestId("message").count(), { timeout: 10_000 }).toBe(3);
    await expect
      .poll(() => a.page.getByText("Live", { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // B signs out in another tab of the same browser.
    const tab = await openPage(browserB, DESKTOP);
    await tab.goto("/");
    await tab.getByRole("button", { name: /Account menu$/ }).click();
    await tab.getByRole("menuitem", { name: "Sign Out" }).click();
    await tab.waitForURL((url) => url.pathname === "/");

    // B's open conversation does not go on looking live: its socket was closed with the session and
    // the page goes to sign-in rather than reconnecting.
    await expect.poll(() => new URL(b.page.url()).pathname, { timeout: 15_000 }).toBe("/login");
    await write(a.page, "After you signed out");
    // A's send went through (stored) before B's page is looked at: B's socket had closed before it.
    await expect
      .poll(() => countD1("select count(*) as n from direct_messages where body = ?", "After you signed out"))
      .toBe(1);
    expect(await b.page.getByText("After you signed out").count()).toBe(0);
    await tab.close();
  });
});
