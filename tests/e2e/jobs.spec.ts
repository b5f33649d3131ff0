// The job portal: filters live in the URL, a job has its own page with JobPosting JSON-LD, and saved
// jobs stay saved (in this browser) after a reload.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { expectPageHeading } from "./page-checks";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page) => page.getByTestId("job-card").locator("h2").allTextContents();

async function waitForTitles(page: Page, expected: (titles: string[]) => boolean): Promise<string[]> {
  let titles: string[] = [];
  for (let i = 0; i < 50; i++) {
    titles = await cardTitles(page);
    if (expected(titles)) return titles;
    await page.waitForTimeout(100);
  }
  return titles;
}

describe("jobs page", () => {
  it("filters by city, category and search, keeping the filters in the URL", async () => {
    const page = await openPage(browser);
    await page.goto("/jobs");
    expect(await expectPageHeading(page)).toBe("Job Portal");
    await page.getByTestId("job-card").first().waitFor();
    const all = await cardTitles(page);
    expect(all).toContain("Senior Software Engineer");
    expect(all).not.toContain("Mechanical Engineer"); // exclusive: Premium members only
    await expect(page.getByText("Salary not disclosed").first().isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("City").selectOption("Riyadh");
    await page.waitForURL(/city=Riyadh/);
    const riyadh = await waitForTitles(page, (titles) => !titles.includes("Digital Marketing Specialist"));
    expect(riyadh).toEqual(expect.arrayContaining(["Senior Software Engineer", "Financial Analyst"]));
    expect(riyadh).not.toContain("Project Manager, Infrastructure");

    await page.getByLabel("Category").selectOption("Finance");
    await page.waitForURL(/category=Finance/);
    expect(await waitForTitles(page, (titles) => titles.length === 1)).toEqual(["Financial Analyst"]);

    // The URL alone restores the filters.
    await page.goto("/jobs?city=Jeddah&category=all");
    await expectPageHeading(page);
    expect(await page.getByLabel("City").inputValue()).toBe("Jeddah");
    expect(await waitForTitles(page, (titles) => titles.length === 1)).toEqual([
      "Digital Marketing Specialist",
    ]);

    await page.goto("/jobs");
    await page.getByLabel("Search jobs").fill("ARAMCO OR NOTHING");
    await page.getByText("No jobs found").waitFor();
    await page.getByText("Try adjusting your filters.").waitFor();
    await page.getByLabel("Search jobs").fill("jarir");
    await page.waitForURL(/q=jarir/);
    expect(await waitForTitles(page, (titles) => titles.length === 1)).toEqual([
      "Digital Marketing Specialist",
    ]);
    await page.close();
  });

  it("opens a job's page with its details and JobPosting data", async () => {
    const page = await openPage(browser);
    await page.goto("/jobs");
    await page.getByRole("link", { name: "View details: Project Manager, Infrastructure" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs/project-manager-neom");
    // The detail is nested under /jobs: wait for its own heading, not whichever h1 is still on screen.
    await page.getByRole("heading", { level: 1, name: "Project Manager, Infrastructure" }).waitFor();
    await page.getByRole("heading", { name: "Requirements" }).waitFor();
    await page.getByText("PMP certification").waitFor();
    await page.getByText("Salary not disclosed").waitFor();
    await page.getByText(/Posted 1 week ago/).waitFor();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "JobPosting",
      title: "Project Manager, Infrastructure",
      employmentType: "CONTRACTOR",
      hiringOrganization: { name: "NEOM" },
      jobLocation: { address: { addressLocality: "NEOM", addressCountry: "SA" } },
    });
    expect(jsonLd.baseSalary).toBeUndefined();
    expect(await page.locator("h1").count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/jobs/no-such-job");
    await page.getByRole("heading", { level: 1, name: "Job not found" }).waitFor();
    await page.goto("/jobs/mechanical-engineer-aramco");
    await page.getByRole("heading", { level: 1, name: "Exclusive job" }).waitFor();
    await page.close();
  });

  it("keeps a saved job saved after a reload", async () => {
    const page = await openPage(browser);
    await page.goto("/jobs");
    // "Save job" until saved, then "Saved" (the same button, pressed).
    const save = page.getByRole("button", { name: /^Save(d| job)\s*:\s*Financial Analyst$/ });
    await save.waitFor();
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    expect(await save.getAttribute("aria-pressed")).toBe("true");
    expect(await save.textContent()).toContain("Saved");
    await page.reload();
    await save.waitFor();
    expect(await save.getAttribute("aria-pressed")).toBe("true");
    await page.getByLabel("Saved jobs only").check();
    expect(await waitForTitles(page, (titles) => titles.length === 1)).toEqual(["Financial Analyst"]);
    await page.close();
  });
});
