// The Cultural Calendar in a real browser: a signed-in member sees the next prayer and its countdown
// on the home page (the clock set to a known moment, then moved a minute on); an admin adds an
// expected Islamic date in /admin/calendar and confirms the sighted date.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCulturalDatesResponse } from "../../worker/contract/calendar";
import { completeOnboardingViaApi, signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

const TITLE = `Laylat al-Qadr ${Date.now().toString(36)}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
});

describe("prayer times on the home page", () => {
  it("shows the next prayer and counts down to it", async () => {
    await signUpViaApi(page, "Bilal Ahmed", uniqueEmail("prayer"));
    // A member in Riyadh (prayer times are on unless the member turns them off).
    await completeOnboardingViaApi(page, { location: "Riyadh" });
    // 1 September 2025, 13:00 in Riyadh: Dhuhr (11:54) is past; Asr is at 15:22 by the Umm al-Qura timetable.
    await page.clock.install({ time: new Date("2025-09-01T13:00:00+03:00") });
    await page.goto("/");

    const timer = page.getByRole("timer");
    await timer.waitFor({ timeout: 15_000 });
    expect(await timer.textContent()).toBe("Next prayer: Asr in 2 h 22 min");
    const next = page.locator('li[aria-current="time"]');
    expect(await next.textContent()).toContain("Asr");
    expect(await page.getByRole("heading", { name: "Prayer times in Riyadh" }).count()).toBe(1);

    // A minute later the countdown has moved on by itself.
    await page.clock.fastForward("01:05");
    await expect.poll(() => timer.textContent()).toBe("Next prayer: Asr in 2 h 21 min");
    await expectNoSeriousA11yViolations(page);
  });
});

describe("/admin/calendar", () => {
  it("adds an expected date and confirms the sighted one", async () => {
    await browser.context.clearCookies();
    await signInViaApi(page);
    await page.goto("/admin/calendar");
    await page.getByRole("heading", { level: 1, name: "Cultural calendar" }).waitFor({ timeout: 15_000 });
    // The seed's Islamic dates are estimates.
    await page
      .getByRole("rowheader", { name: /Eid al-Adha/ })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "New date" }).click();
    await page.getByLabel("Title in English").fill(TITLE);
    await page.getByLabel("Kind").selectOption("islamic");
    await page.getByLabel("Date", { exact: true }).fill("2027-03-05");
    await page.getByLabel("The date is confirmed").uncheck();
    await page.getByRole("button", { name: "Create" }).click();

    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: TITLE }) });
    await row.waitFor();
    expect(await row.getByText("Expected").count()).toBe(1);

    await row.getByRole("button", { name: `Confirm date ${TITLE}` }).click();
    await row.getByLabel("Sighted date", { exact: true }).fill("2027-03-06");
    await row.getByRole("button", { name: "Confirm", exact: true }).click();
    await row.getByText("Confirmed").waitFor();
    expect(await row.locator("time").getAttribute("datetime")).toBe("2027-03-06");

    // Stored as the sighted date, no longer expected (members read this row through /api/calendar).
    const list = (await (await page.request.get("/api/admin/calendar")).json()) as AdminCulturalDatesResponse;
    expect(list.dates.find((date) => date.titleEn === TITLE)).toMatchObject({
      date: "2027-03-06",
      isConfirmed: true,
    });
  });
});
