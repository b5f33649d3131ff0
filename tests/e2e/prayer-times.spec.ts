// The Cultural Calendar in a real browser: a signed-in member sees the next prayer and its countdown
// on the home page (the clock set to a known moment, then moved a minute on); an admin adds an
// expected Islamic date in /admin/calendar and confirms the sighted date.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AdminCulturalDatesResponse } from "../../worker/contract/calendar";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

const ADMIN = { email: "admin@sppc.example", password: "SPPC admin demo 2026" };
const TITLE = `Laylat al-Qadr ${Date.now().toString(36)}`;

let browser: Browser;
let page: Page;

/** A member who finished onboarding and lives in Riyadh (as the onboarding form would leave them). */
function finishOnboarding(email: string): void {
  const dir = path.join(inject("tmpDir"), "v3/d1/miniflare-D1DatabaseObject");
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite"));
  if (!file) throw new Error(`No D1 database under ${dir}`);
  const db = new DatabaseSync(path.join(dir, file));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(
      `update members set onboarding_completed_at = ?, profile_completed = 1, location = 'Riyadh',
       prayer_times_enabled = 1 where user_id = (select id from user where email = ?)`,
    ).run(new Date().toISOString(), email);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  if (page) {
    const headers = { Origin: browser.baseURL };
    await page.request.post("/api/auth/sign-in/email", { data: ADMIN, headers });
    const list = (await (await page.request.get("/api/admin/calendar")).json()) as AdminCulturalDatesResponse;
    for (const date of list.dates.filter((item) => item.titleEn === TITLE))
      await page.request.delete(`/api/admin/calendar/${date.id}`, { headers });
  }
  await browser?.close();
});

describe("prayer times on the home page", () => {
  it("shows the next prayer and counts down to it", async () => {
    await page.goto("/");
    const email = await signUpViaApi(page, "Bilal Ahmed", uniqueEmail("prayer"));
    finishOnboarding(email);
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
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: ADMIN,
      headers: { Origin: browser.baseURL },
    });
    expect(signIn.status()).toBe(200);
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
