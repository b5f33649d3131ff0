// /admin/moderation in Chromium: a member posts a job for review; the seeded admin finds it in the one
// moderation queue, rejects it with a reason using the keyboard, the card leaves the queue, and the
// poster's email carries the reason.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const REASON = "Please state the salary range and the visa terms";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
});

/** A pending job posted through the real API by a fresh member; returns the poster's email. */
async function postPendingJob(title: string): Promise<string> {
  await browser.context.clearCookies();
  const email = await signUpViaApi(page, "Queue Poster", uniqueEmail("queue-poster"));
  const response = await page.request.post("/api/jobs", {
    data: {
      title,
      company: "Indus Tech Solutions",
      location: "Dammam",
      type: "Full-time",
      category: "Technology",
      description: "Support our Dammam clients with desk-side engineering and network troubleshooting.",
      requirements: ["CCNA"],
      howToApply: "Send your CV to careers@indus.example",
    },
    headers: { Origin: browser.baseURL },
  });
  expect(response.status()).toBe(201);
  return email;
}

describe("the moderation queue", () => {
  it("rejects a pending job with a reason: it leaves the queue and the poster is emailed the reason", async () => {
    const title = `Queue Desk Engineer ${Date.now().toString(36)}`;
    const poster = await postPendingJob(title);

    await browser.context.clearCookies();
    await signInViaApi(page);
    await page.goto("/admin/moderation");
    expect(await expectPageHeading(page)).toBe("Moderation queue");
    const menu = page.getByRole("navigation", { name: "Admin sections" });
    expect(
      await menu.getByRole("link", { name: "Moderation queue", exact: true }).getAttribute("aria-current"),
    ).toBe("page");

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await card.getByText("Indus Tech Solutions · Dammam").waitFor();
    await card.getByText(/Submitted by Queue Poster/).waitFor();
    // The Jobs chip counts it, and filtering keeps it in view.
    const jobsChip = page.getByRole("button", { name: /^Jobs \(\d+\)$/ });
    await jobsChip.click();
    expect(await jobsChip.getAttribute("aria-pressed")).toBe("true");
    await card.waitFor();
    await expectNoSeriousA11yViolations(page);

    // Keyboard only: open the reason form, type the reason, confirm.
    await card.getByRole("button", { name: "Reject" }).focus();
    await page.keyboard.press("Enter");
    await card.getByLabel("Reason (emailed to the member)").focus();
    await page.keyboard.type(REASON);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await page.getByText(`Rejected: ${title}. The member was emailed the reason.`).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    // Focus is not lost with the card: it is on the list's heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Waiting for review");
    await expectNoSeriousA11yViolations(page);

    // Still gone after a reload (the server decided it), and the poster read the reason.
    await page.reload();
    await expectPageHeading(page);
    await page.getByRole("heading", { name: "Waiting for review" }).waitFor();
    expect(await page.getByRole("heading", { name: title }).count()).toBe(0);
    const mail = (await emailsTo(poster, 2)).filter((message) => message.kind === "job-reviewed");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Your job "${title}" was not approved`);
    expect(mail[0]?.text).toContain(`Reason: ${REASON}`);
  });
});
