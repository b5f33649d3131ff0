// The member network in Chromium, with two members in two browsers: A finds B in the directory and asks
// to connect; nothing is connected until B accepts from the bell; then both count one connection.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

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

async function sharingMember(
  browser: Browser,
  firstName: string,
  lastName: string,
): Promise<{ page: Page; id: string }> {
  const page = await openPage(browser, DESKTOP);
  await signUpViaApi(page, `${firstName} ${lastName}`, uniqueEmail("network"));
  const id = await completeOnboardingViaApi(page, { firstName, lastName, profileSharingOptIn: true });
  return { page, id };
}

const connectionCount = async (page: Page) => {
  await page.goto("/");
  const count = page.getByTestId("count-connections").locator("dd");
  await count.filter({ hasNotText: "–" }).waitFor();
  return (await count.textContent())?.trim();
};

describe("member network", () => {
  it("A finds B in /members and asks; B accepts from the bell; both see 1 connection", async () => {
    const surname = uniqueWord();
    const a = await sharingMember(browserA, "Asma", "Tariq");
    const b = await sharingMember(browserB, "Bushra", surname);

    // A: the header's Network icon opens the directory; the search finds B.
    await a.page.goto("/jobs");
    await a.page.getByRole("link", { name: "Network" }).click();
    await a.page.waitForURL((url) => url.pathname === "/members");
    await a.page.getByRole("heading", { name: "Member directory" }).waitFor();
    await a.page.getByRole("searchbox", { name: "Search members" }).fill(surname);
    await a.page.getByRole("button", { name: "Search", exact: true }).click();
    await a.page.getByText("1 member", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(a.page);
    await a.page.getByRole("link", { name: `Bushra ${surname}` }).click();
    await a.page.waitForURL((url) => url.pathname === `/profile/${b.id}`);
    await a.page.getByRole("button", { name: "Connect" }).click();
    await a.page.getByText("Request sent").waitFor();
    // Asked, not connected.
    expect(await connectionCount(a.page)).toBe("0");

    // B: the bell says who asked; the notice opens A's profile, where B accepts.
    await b.page.goto("/");
    const bell = b.page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.click();
    const panel = b.page.getByRole("region", { name: "Notifications" });
    await panel.getByText("Asma Tariq asked to connect with you").click();
    await b.page.waitForURL((url) => url.pathname === `/profile/${a.id}`);
    await b.page.getByRole("button", { name: "Accept" }).click();
    await b.page.getByText("Connected", { exact: true }).waitFor();

    expect(await connectionCount(b.page)).toBe("1");
    expect(await connectionCount(a.page)).toBe("1");
    // A is told B accepted.
    await a.page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await a.page.getByText(`Bushra ${surname} accepted your connection request`).waitFor();
  });
});
