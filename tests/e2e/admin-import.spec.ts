// The member import in Chromium: the seeded admin uploads a CSV on /admin/imports (the panel the
// dashboard embeds), reads the 'Import Completed' toast and the results table, and the members are
// stored; the same file a second time imports nobody.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { queryD1 } from "./d1";
import { DESKTOP, expectPageHeading } from "./page-checks";

const RUN = Date.now().toString(36);
// Named for this run: other files import members too, and the history lists every run.
const FILE_NAME = `members-${RUN}.csv`;
const FIRST = `e2e-import-a-${RUN}@example.com`;
const SECOND = `e2e-import-b-${RUN}@example.com`;
// Excel's "CSV UTF-8": a BOM, CRLF, spaced header names, local phone numbers, one broken row.
const FILE = Buffer.from(
  `\uFEFFFirst Name,Last Name,Email Address,Phone Number,Job Title,Company,Location\r\n` +
    `Ayesha,Siddiqui,${FIRST.toUpperCase()},050 123 4567,Engineer,Aramco,Dhahran\r\n` +
    `Imran,Khan,${SECOND},03001234567,Accountant,SABIC,Jubail\r\n` +
    "Saad,Iqbal,not-an-email,,,,\r\n",
);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
  await signInViaApi(page);
});

afterAll(async () => {
  await browser?.close();
});

async function importFile(expected: string) {
  await page.getByLabel("CSV file").setInputFiles({ name: FILE_NAME, mimeType: "text/csv", buffer: FILE });
  await page.getByText(`${FILE_NAME}: ${(FILE.length / 1024).toFixed(1)} KB`).waitFor();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByText(expected).waitFor();
  expect(await page.getByText("Import Completed").count()).toBe(1);
}

const resultRows = () =>
  page
    .getByRole("region", { name: "Import results" })
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)),
    );

const stored = () =>
  queryD1(
    `select u.email, m.first_name, m.last_name, m.phone_number from user u join members m on m.user_id = u.id
      where u.email like ? order by u.email`,
    `e2e-import-%-${RUN}@example.com`,
  );

describe("admin member import", () => {
  it("imports a CSV and shows the results; the same file again adds nobody", async () => {
    await page.goto("/admin/imports");
    expect(await expectPageHeading(page)).toBe("Member import");
    await expectNoSeriousA11yViolations(page);

    await importFile("Successfully imported 2 members. 1 failed.");
    await expect.poll(resultRows).toEqual([
      ["2", "Ayesha Siddiqui", FIRST, "Imported"],
      ["3", "Imran Khan", SECOND, "Imported"],
      ["4", "Saad Iqbal", "not-an-email", "Failed"],
    ]);
    await page.getByText('Line 4: "not-an-email" is not a valid email address').waitFor();
    const report = page.getByRole("link", { name: "Download the error report (CSV)" });
    const reportText = await (await page.request.get((await report.getAttribute("href")) ?? "")).text();
    expect(reportText).toContain('4,not-an-email,"""not-an-email"" is not a valid email address"');
    expect(stored()).toEqual([
      { email: FIRST, first_name: "Ayesha", last_name: "Siddiqui", phone_number: "+966501234567" },
      { email: SECOND, first_name: "Imran", last_name: "Khan", phone_number: "+923001234567" },
    ]);
    await expectNoSeriousA11yViolations(page);
    await importFile("Successfully imported 0 members. 1 failed.");
    await expect.poll(resultRows).toEqual([
      ["2", "Ayesha Siddiqui", FIRST, "Already a member"],
      ["3", "Imran Khan", SECOND, "Already a member"],
      ["4", "Saad Iqbal", "not-an-email", "Failed"],
    ]);
    expect(stored()).toHaveLength(2);

    // The history lists both runs of this file, newest first.
    const runs = page.getByRole("region", { name: "Import history" }).getByRole("row", { name: FILE_NAME });
    await expect.poll(() => runs.count()).toBe(2);
    expect(await runs.first().textContent()).toContain("0 / 0 / 2 / 1");
    expect(await runs.last().textContent()).toContain("2 / 0 / 0 / 1");
  });
});
