// The member network on two phones (two browsers, 390x844): A finds B through the bottom bar's
// Network entry and the directory, asks to connect; nothing is connected until B accepts from the
// bell; then A writes from B's profile and B, already in the conversation, sees the message live
// (WebSocket through the conversation's Durable Object) without reloading; after a reload both still
// see it. Every wait is for something on screen, never a fixed pause, so a loaded machine only slows it.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { countD1 } from "./d1";
import { PHONE } from "./page-checks";

let browserA: Browser;
let browserB: Browser;

beforeAll(async () => {
  [browserA, browserB] = await Promise.all([launchBrowser(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browserA?.close(), browserB?.close()]);
});

/** Letters only, unique to this run, so the directory search finds exactly one member. */
const uniqueWord = () =>
  `Qaz${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A member who finished onboarding and shares their profile, signed in on a phone-sized tab. */
async function sharingMember(browser: Browser, firstName: string, lastName: string) {
  const page = await openPage(browser, PHONE);
  await signUpViaApi(page, `${firstName} ${lastName}`, uniqueEmail("network"));
  const id = await completeOnboardingViaApi(page, { firstName, lastName, profileSharingOptIn: true });
  return { page, id };
}

/** Generous for a loaded machine; each wait still ends as soon as the screen shows what it waits for. */
const SCREEN_TIMEOUT = 30_000;
const bottomBar = (page: Page) => page.getByTestId("bottom-nav");
const messageLog = (page: Page) => page.getByRole("log");
/** The conversation's socket is open: the header says Live. */
const waitUntilLive = (page: Page) =>
  page.getByRole("status").getByText("Live", { exact: true }).waitFor({ timeout: SCREEN_TIMEOUT });

describe("member network", () => {
  it("A finds B in /members and asks; B accepts; A writes and B sees it live, and both after a reload", async () => {
    const surname = uniqueWord();
    const [a, b] = await Promise.all([
      sharingMember(browserA, "Asma", "Tariq"),
      sharingMember(browserB, "Bushra", surname),
    ]);
    const text = `Salam Bushra, which site are you on in Riyadh? ${uniqueWord()}`;

    // A: the bottom bar's Network entry opens the directory (not A's own profile); the search finds B.
    await a.page.goto("/jobs");
    const network = bottomBar(a.page).getByRole("link", { name: "Network" });
    await network.waitFor({ timeout: SCREEN_TIMEOUT });
    await network.click();
    await a.page.waitForURL((url) => url.pathname === "/members");
    await a.page.getByRole("heading", { name: "Member directory" }).waitFor({ timeout: SCREEN_TIMEOUT });
    await a.page.getByRole("searchbox", { name: "Search members" }).fill(surname);
    await a.page.getByRole("button", { name: "Search", exact: true }).click();
    await a.page.getByText("1 member", { exact: true }).waitFor({ timeout: SCREEN_TIMEOUT });
    await expectNoSeriousA11yViolations(a.page);
    await a.page.getByRole("link", { name: `Bushra ${surname}` }).click();
    await a.page.waitForURL((url) => url.pathname === `/profile/${b.id}`);
    await a.page.getByRole("button", { name: "Connect" }).click();
    await a.page.getByText("Request sent").waitFor({ timeout: SCREEN_TIMEOUT });
    // Asked, not connected: nothing is stored as a connection before B says yes.
    expect(
      countD1("select count(*) as n from member_connections where user_a = ? or user_b = ?", a.id, a.id),
    ).toBe(0);

    // B, in their own browser: the bell says who asked; the notice opens A's profile, where B accepts.
    await b.page.goto("/");
    const bell = b.page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor({ timeout: SCREEN_TIMEOUT });
    await bell.click();
    await b.page
      .getByRole("region", { name: "Notifications" })
      .getByText("Asma Tariq asked to connect with you")
      .click();
    await b.page.waitForURL((url) => url.pathname === `/profile/${a.id}`);
    await b.page.getByRole("button", { name: "Accept" }).click();
    await b.page.getByText("Connected", { exact: true }).waitFor({ timeout: SCREEN_TIMEOUT });

    // B opens the conversation with A and waits in it, its socket open.
    await b.page.getByRole("link", { name: "Message", exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === `/messages/${a.id}`);
    await waitUntilLive(b.page);
    // Marks this page load: the mark survives only if B's page is never reloaded.
    await b.page.evaluate(() => {
      (window as unknown as { e2eSameLoad: boolean }).e2eSameLoad = true;
    });

    // A: B's profile now says Connected, and the bell says B accepted.
    await a.page.reload();
    await a.page.getByText("Connected", { exact: true }).waitFor({ timeout: SCREEN_TIMEOUT });
    await a.page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await a.page
      .getByText(`Bushra ${surname} accepted your connection request`)
      .waitFor({ timeout: SCREEN_TIMEOUT });
    await a.page.keyboard.press("Escape");

    // A opens the conversation from B's profile and writes.
    await a.page.getByRole("link", { name: "Message", exact: true }).click();
    await a.page.waitForURL((url) => url.pathname === `/messages/${b.id}`);
    await a.page.getByLabel("Write a message").fill(text);
    await a.page.getByRole("button", { name: "Send" }).click();
    await messageLog(a.page).getByText(text).waitFor({ timeout: SCREEN_TIMEOUT });

    // B sees it arrive in the open conversation, on the same page load.
    await messageLog(b.page).getByText(text).waitFor({ timeout: SCREEN_TIMEOUT });
    expect(await b.page.evaluate(() => (window as unknown as { e2eSameLoad?: boolean }).e2eSameLoad)).toBe(
      true,
    );
    expect(countD1("select count(*) as n from direct_messages where body = ?", text)).toBe(1);

    // After a reload both still see it, once.
    await Promise.all([a.page.reload(), b.page.reload()]);
    for (const page of [a.page, b.page]) {
      await messageLog(page).getByText(text).waitFor({ timeout: SCREEN_TIMEOUT });
      expect(await messageLog(page).getByText(text).count()).toBe(1);
    }
    await expectNoSeriousA11yViolations(b.page);
  }, 150_000);
});
