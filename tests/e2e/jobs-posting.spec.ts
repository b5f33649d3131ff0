// Jobs for signed-in members: saved jobs are stored in the account (a visitor's device list is merged
// in after signing in) and listed on /profile; a member posts a job, an admin approves it on
// /admin/jobs, and it then shows on /jobs.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

let member: Browser;
let admin: Browser;

beforeAll(async () => {
  member = await launchBrowser();
  admin = await launchBrowser();
});
afterAll(async () => {
  await member?.close();
  await admin?.close();
});

const saveButton = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`^Save(d| job)\\s*:\\s*${title}$`) });

async function expectPressed(page: Page, title: string, pressed: boolean) {
  await saveButton(page, title).waitFor();
  await expect.poll(() => saveButton(page, title).getAttribute("aria-pressed")).toBe(String(pressed));
}

describe("saved jobs for members", () => {
  it("merges the device's saved jobs on sign-in, keeps saves after a reload and lists them on /profile", async () => {
    await member.context.clearCookies();
    const page = await openPage(member, DESKTOP);
    // As a visitor: saved on this device only.
    await page.goto("/jobs");
    await expectPageHeading(page);
    await saveButton(page, "Staff Nurse").click();
    await expectPressed(page, "Staff Nurse", true);

    await signUpViaApi(page, "Saved Seeker", uniqueEmail("saved-jobs"));
    await page.reload();
    await expectPressed(page, "Staff Nurse", true);
    // The device's list went into the account and was cleared.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("sppc.savedJobs"))).toBeNull();

    await saveButton(page, "Financial Analyst").click();
    await expectPressed(page, "Financial Analyst", true);
    await page.reload();
    await expectPressed(page, "Financial Analyst", true);
    await expectPressed(page, "Staff Nurse", true);
    await expectPressed(page, "Senior Software Engineer", false);
    await page.getByLabel("Saved jobs only").check();
    await expect
      .poll(() => page.getByTestId("job-card").locator("h2").allTextContents())
      .toEqual(expect.arrayContaining(["Financial Analyst", "Staff Nurse"]));
    expect(await page.getByTestId("job-card").count()).toBe(2);

    await page.goto("/profile?tab=networking");
    const saved = page.getByRole("region", { name: "Saved jobs" });
    await saved.getByRole("link", { name: "Financial Analyst" }).waitFor();
    await saved.getByRole("link", { name: "Staff Nurse" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Unsaving on the job's page takes it off the profile list too.
    await saved.getByRole("link", { name: "Staff Nurse" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff Nurse" }).waitFor();
    await saveButton(page, "Staff Nurse").click();
    await expectPressed(page, "Staff Nurse", false);
    await page.goto("/profile?tab=networking");
    await saved.getByRole("link", { name: "Financial Analyst" }).waitFor();
    expect(await saved.getByRole("link", { name: "Staff Nurse" }).count()).toBe(0);
    await page.close();
  });
});

describe("posting a job", () => {
  it("a member posts a job, an admin approves it, and it shows on /jobs", async () => {
    const title = `Karachi Desk Engineer ${Date.now().toString(36)}`;
    await member.context.clearCookies();
    const page = await openPage(member, DESKTOP);
    await page.goto("/jobs");
    await expectPageHeading(page);
    expect(await page.getByRole("link", { name: "Sign in to post a job" }).getAttribute("href")).toBe(
      "/login?next=%2Fjobs%2Fnew",
    );
    const email = await signUpViaApi(page, "Hiring Manager", uniqueEmail("poster"));
    await page.reload();
    await page.getByRole("link", { name: "Post a job" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs/new");
    await page.getByRole("heading", { level: 1, name: "Post a job" }).waitFor();

    await page.getByRole("button", { name: "Submit for review" }).click();
    await page.getByText("Enter a job title of 3 to 120 characters.").waitFor();
    await page.getByLabel("Job title").fill(title);
    await page.getByLabel("Company").fill("Indus Tech Solutions");
    await page.getByLabel("City").selectOption("Dammam");
    await page.getByLabel("Category").selectOption("Technology");
    await page
      .getByLabel("Job description")
      .fill("Support our Dammam clients with desk-side engineering and network troubleshooting.");
    await page.getByLabel("Requirements").fill("CCNA\nArabic or Urdu");
    await page.getByLabel("How to apply").fill("Send your CV to careers@indus.example");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Submit for review" }).click();
    await page.getByRole("heading", { name: "Submitted for review" }).waitFor();
    const mine = page.getByTestId("my-jobs").getByRole("listitem").filter({ hasText: title });
    await mine.getByText("Pending review").waitFor();

    // Pending jobs are not listed.
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await page.getByText("No jobs found").waitFor();

    const adminPage = await openPage(admin, DESKTOP);
    await signInViaApi(adminPage);
    await adminPage.goto("/admin/jobs");
    expect(await expectPageHeading(adminPage)).toBe("Jobs");
    const row = adminPage.getByRole("listitem").filter({ hasText: title });
    await row.getByText("Pending").waitFor();
    await row.getByText("Posted by Hiring Manager").waitFor();
    await expectNoSeriousA11yViolations(adminPage);
    await row.getByRole("button", { name: "Approve" }).click();
    await row.getByText("Approved", { exact: true }).waitFor();
    await adminPage.close();

    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await expect.poll(() => page.getByTestId("job-card").locator("h2").allTextContents()).toEqual([title]);
    await page.goto("/jobs/new");
    await page
      .getByTestId("my-jobs")
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByText("Live")
      .waitFor();
    const mail = (await emailsTo(email)).find((message) => message.kind === "job-reviewed");
    expect(mail?.subject).toBe(`Your job "${title}" is live`);
    await page.close();
  });
});
