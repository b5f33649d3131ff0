// The member import in Chromium: the seeded admin uploads a CSV on /admin/imports (the panel the
// dashboard embeds), reads the 'Import Completed' toast and the results table, and the members are
// stored; the same file a second time imports nobody.
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1File } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const ADMIN = { email: "admin@sppc.example", password: "SPPC admin demo 2026" };
const RUN = Date.now().toString(36);
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
  await page.goto("/");
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: ADMIN,
    headers: { Origin: browser.baseURL },
  });
  expect(response.status()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

async function importFile(expected: string) {
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: FILE });
  await page.getByText(`members.csv: ${(FILE.length / 1024).toFixed(1)} KB`).waitFor();
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

function stored() {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    return db
      .prepare(
        `select u.email, m.first_name, m.last_name, m.phone_number from user u join members m on m.user_id = u.id
          where u.email like ? order by u.email`,
      )
      .all(`e2e-import-%-${RUN}@example.com`);
  } finally {
    db.close();
  }
}

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

    // The history lists both runs, newest first, by the seeded admin.
    const history = page.getByRole("region", { name: "Import history" });
    await expect
      .poll(() => history.getByRole("row", { name: /members\.csv/ }).count())
      .toBeGreaterThanOrEqual(2);
    const newest = await history.getByRole("row").nth(1).textContent();
    expect(newest).toContain("0 / 0 / 2 / 1");
  });
});
