// The member import in Chromium: the seeded admin chooses a sheet on /admin/imports (the panel the
// dashboard embeds), reads what it will import, confirms the count, reads the 'Import Completed' toast
// and the results table, and the members are stored; the same file a second time imports nobody. Then
// a community moves in (issue 32): a sheet with Arabic headers and its own tiers, expiry dates, numbers
// and languages; a member from it sets a password from the welcome mail and finds their own number,
// tier and expiry on the card, in Urdu, on a phone.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, signInViaApi } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { queryD1 } from "./d1";
import { DESKTOP, expectPageHeading, PHONE } from "./page-checks";

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

/** Chooses the sheet, waits for its preview, imports the count it shows and waits for `expected`. */
async function importFile(name: string, file: Buffer, expected: string) {
  await page
    .getByLabel("Member sheet (CSV or Excel)")
    .setInputFiles({ name, mimeType: "text/csv", buffer: file });
  await page.getByText(`${name}: ${(file.length / 1024).toFixed(1)} KB`).waitFor();
  await page.getByRole("region", { name: "What will be imported" }).waitFor();
  await page.getByRole("button", { name: /^Import \d+ members$/ }).click();
  const ask = page.getByRole("alertdialog");
  await ask.waitFor();
  await ask.getByRole("button", { name: "Import and send welcomes" }).click();
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

    await importFile(FILE_NAME, FILE, "Successfully imported 2 members. 1 failed.");
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
    await importFile(FILE_NAME, FILE, "Successfully imported 0 members. 1 failed.");
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

  it("moves a community in: the preview maps Arabic headers, a member sets a password and finds their card in Urdu", async () => {
    const member = `e2e-import-urdu-${RUN}@example.com`;
    const number = `PK-${RUN}`;
    const sheet = Buffer.from(
      "\uFEFFالاسم الأول,اسم العائلة,البريد الإلكتروني,المدينة,نوع العضوية,تاريخ الانتهاء,رقم العضوية,تاريخ الانضمام,اللغة,ملاحظات\r\n" +
        `عائشہ,ملک,${member},ریاض,Premium,31/03/2030,${number},14/03/2019,اردو,committee\r\n` +
        `Bilal,Ahmed,e2e-import-bilal-${RUN}@example.com,Riyadh,Platinum,,,,,\r\n`,
    );
    await page.goto("/admin/imports");
    await page
      .getByLabel("Member sheet (CSV or Excel)")
      .setInputFiles({ name: `community-${RUN}.csv`, mimeType: "text/csv", buffer: sheet });
    const preview = page.getByRole("region", { name: "What will be imported" });
    await preview.waitFor();
    await preview.getByText("Rows in the file: 2. Can be imported: 1. Cannot be imported: 1.").waitFor();
    const columns = await preview
      .getByRole("table", { name: "Columns as read" })
      .getByRole("row")
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)),
      );
    expect(columns.map(([header, field]) => [header, field])).toEqual([
      ["الاسم الأول", "First name"],
      ["اسم العائلة", "Last name"],
      ["البريد الإلكتروني", "Email"],
      ["المدينة", "City"],
      ["نوع العضوية", "Tier"],
      ["تاريخ الانتهاء", "Valid until"],
      ["رقم العضوية", "Membership number"],
      ["تاريخ الانضمام", "Member since"],
      ["اللغة", "Language"],
      ["ملاحظات", "Not imported"],
    ]);
    const first = await preview
      .getByRole("table", { name: "The first rows as they will be saved" })
      .getByRole("row")
      .nth(1)
      .textContent();
    expect(first).toBe(`2عائشہ ملک${member}RiyadhPremiumMar 31, 2030${number}Mar 14, 2019Urdu`);
    await preview.getByText('Line 3: "Platinum" is not a membership tier').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Import 1 members" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Import and send welcomes" }).click();
    await page.getByText("Successfully imported 1 members. 1 failed.").waitFor();

    // The member's welcome is in Urdu, with their own number and a link to choose a password.
    const [welcome] = (await emailsTo(member, 1, 30_000)).filter((mail) => mail.kind === "welcome");
    expect(welcome?.text).toContain(number);
    expect(welcome?.html).toContain('dir="rtl"');
    const link = welcome?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();

    // On their phone, in Urdu (the language the sheet gave them): the admin's session ends here.
    await browser.context.clearCookies();
    await browser.context.addCookies([{ name: "lang", value: "ur", url: browser.baseURL }]);
    const own = await openPage(browser, PHONE);
    await own.goto(link ?? "");
    await own.waitForURL((url) => url.pathname === "/reset-password" && url.searchParams.has("token"));
    const password = "Badshahi Masjid 1673!";
    await own.locator("input[type=password]").nth(0).fill(password);
    await own.locator("input[type=password]").nth(1).fill(password);
    await own.locator("form button[type=submit]").click();
    await own.waitForURL((url) => url.pathname === "/login");
    const signIn = await own.request.post("/api/auth/sign-in/email", {
      data: { email: member, password },
      headers: { Origin: new URL(own.url()).origin },
    });
    expect(signIn.status()).toBe(200);
    await own.goto("/membership-card");
    await own.getByText(number).waitFor();
    expect(await own.locator("html").getAttribute("lang")).toBe("ur");
    const card = (await own.getByRole("main").textContent()) ?? "";
    // پریمیم (Premium), valid until 31 March 2030 (مارچ), a member since 2019.
    expect(card).toContain("پریمیم");
    expect(card).toMatch(/کارآمد تا\s*31 مارچ، 2030/);
    expect(card).toContain("2019");
    await expectNoSeriousA11yViolations(own);
  });
});
