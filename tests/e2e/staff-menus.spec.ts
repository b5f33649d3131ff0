// Staff find their screens, on a phone-sized screen in a real browser: the seeded admin finds Admin in
// the More sheet and goes through the compact admin menu to the outbox; a member an admin makes a
// steward of an event reads the bell notice, follows it to the door screen, finds My door duties in
// their menu, and opening /admin lands on their door duties.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminEventInput } from "../../worker/contract/admin-events";
import { emailsTo, signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { queryD1 } from "./d1";
import { clickAndExpectPage, expectPageHeading, PHONE } from "./page-checks";

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

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Opens the phone's More sheet and returns it. */
async function openMoreSheet(target: Page) {
  const bar = target.locator("[data-testid=bottom-nav]");
  await bar.waitFor({ state: "visible" });
  await bar.getByRole("button", { name: "More" }).click();
  const sheet = target.getByRole("dialog", { name: "Menu" });
  await sheet.waitFor({ state: "visible" });
  return sheet;
}

describe("staff menus on a phone", () => {
  it("an admin finds Admin in the More sheet, then the outbox through the compact admin menu", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser, PHONE);
    await signInViaApi(page);
    await page.goto("/jobs");
    await expectPageHeading(page);

    const sheet = await openMoreSheet(page);
    expect(await sheet.getByRole("link", { name: "My door duties" }).count()).toBe(0);
    await clickAndExpectPage(page, sheet.getByRole("link", { name: "Admin", exact: true }), "/admin");
    expect(await expectPageHeading(page)).toBe("Admin Dashboard");

    // One button naming the current section instead of a screenful of pills.
    const menu = page.getByRole("navigation", { name: "Admin sections" });
    const toggle = menu.getByRole("button", { name: "Admin sections: Dashboard" });
    await toggle.waitFor({ state: "visible" });
    const outbox = menu.getByRole("link", { name: "Email outbox", exact: true });
    expect(await outbox.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await outbox.waitFor({ state: "visible" });
    const dashboard = menu.getByRole("link", { name: "Dashboard", exact: true });
    expect(await dashboard.getAttribute("aria-current")).toBe("page");
    // A vertical list: each section under the one before it.
    const first = await dashboard.boundingBox();
    const second = await menu.getByRole("link", { name: "Events", exact: true }).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

    await clickAndExpectPage(page, outbox, "/admin/outbox");
    expect(await expectPageHeading(page)).toBe("Email outbox");
    const after = page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("button", { name: "Admin sections: Email outbox" });
    await after.waitFor({ state: "visible" });
    expect(await after.getAttribute("aria-expanded")).toBe("false");
    // Keyboard: Enter opens it, Escape closes it and leaves the focus on the button.
    await after.focus();
    await page.keyboard.press("Enter");
    expect(await after.getAttribute("aria-expanded")).toBe("true");
    expect(
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Email outbox", exact: true })
        .getAttribute("aria-current"),
    ).toBe("page");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    expect(await after.getAttribute("aria-expanded")).toBe("false");
    expect(await after.evaluate((element) => element === document.activeElement)).toBe(true);

    // Wide tables scroll inside their own keyboard-reachable box; the page stays the phone's width
    // (a table's sr-only caption once widened it to 1,341 px and the phone zoomed out), in Arabic too.
    await browser.context.addCookies([{ name: "lang", value: "ar", url: browser.baseURL }]);
    for (const path of ["/admin", "/admin/members"]) {
      await page.goto(path);
      await page.locator("main table").first().waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await expectNoSeriousA11yViolations(page);
    }
    await browser.context.addCookies([{ name: "lang", value: "en", url: browser.baseURL }]);
  });

  it("a new steward reads the notice, reaches the door screen, finds My door duties, and /admin leads there", async () => {
    await browser.context.clearCookies();
    page = await openPage(browser, PHONE);
    const email = await signUpViaApi(page, "Usman Tariq", uniqueEmail("steward"));
    await page.goto("/jobs");
    await expectPageHeading(page);
    // Signed in before the admin adds them: the app knows them as no one's steward yet.
    let sheet = await openMoreSheet(page);
    expect(await sheet.getByRole("link", { name: "My door duties" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    const input: AdminEventInput = {
      name: `Door Duty Evening ${Date.now().toString(36)}`,
      city: null,
      type: "Networking",
      description: "An evening of introductions.",
      highlights: [],
      venue: "Corniche Hall",
      address: "Corniche Road, Khobar",
      startsAt: daysFromNow(12),
      endsAt: daysFromNow(12.1),
      capacity: 30,
      registrationOpen: true,
    };
    const event = await asAdmin(async (admin) => {
      const created = await admin.createEvent(input);
      await admin.addSteward(created.id, email);
      // Twice, as a double click would: still one notice and one email.
      await admin.addSteward(created.id, email);
      return created;
    });
    const door = `/admin/checkin/${event.id}`;

    const [mail, ...more] = (await emailsTo(email)).filter((message) => message.kind === "steward-added");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`You are a steward at ${input.name}`);
    expect(mail?.text).toContain(`${browser.baseURL}${door}`);
    expect(
      queryD1<{ n: number }>(
        "select count(*) as n from notifications where kind = 'steward' and link = ?",
        door,
      )[0]?.n,
    ).toBe(1);

    // The bell counts it (it asks again when the page is shown again).
    await page.reload();
    await expectPageHeading(page);
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor({ state: "visible" });
    await bell.click();
    const notice = page.getByRole("link", {
      name: new RegExp(`You are now a steward at ${input.name}: open its door screen`),
    });
    await notice.click();
    await page.waitForURL((url) => url.pathname === door);
    await page.getByRole("heading", { level: 1, name: "Check-in" }).waitFor();
    expect(await page.getByText("You are not a steward for this event").count()).toBe(0);

    // The door screen asked again who is signed in: the menu now offers My door duties.
    sheet = await openMoreSheet(page);
    const duties = sheet.getByRole("link", { name: "My door duties" });
    await clickAndExpectPage(page, duties, "/admin/events");
    expect(await expectPageHeading(page)).toBe("My door duties");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: input.name }) });
    expect(await row.getByRole("link", { name: "Open the door screen" }).getAttribute("href")).toBe(door);
    expect(await page.getByRole("navigation", { name: "Admin sections" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // /admin is not for them: it leads to their door duties instead of "administrators only".
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/admin/events");
    expect(await expectPageHeading(page)).toBe("My door duties");
    expect(await page.getByText("This area is for administrators only.").count()).toBe(0);
  });
});
