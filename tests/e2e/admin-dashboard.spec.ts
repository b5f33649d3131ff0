// /admin in a real browser: signed out, the 'Unauthorized' toast then the sign-in page; a member who
// is not an admin gets a note and a 403 from the API; the seeded admin sees the real numbers of the
// e2e D1 and sends the welcome emails, which the local queue delivers to an imported member.
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1File, emailsTo, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const ADMIN = { email: "admin@sppc.example", password: "SPPC admin demo 2026" };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function readD1<T>(query: string, ...params: string[]): T {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    return db.prepare(query).get(...params) as T;
  } finally {
    db.close();
  }
}

/** What the member import does: marks the account imported with the profile still to complete. */
function markImported(email: string): void {
  const db = new DatabaseSync(d1File());
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const result = db
      .prepare(
        `update members set imported_at = ?, profile_completed = 0
          where user_id = (select id from user where email = ?)`,
      )
      .run(new Date().toISOString(), email);
    if (result.changes !== 1) throw new Error(`No member profile for ${email}`);
  } finally {
    db.close();
  }
}

const stat = (label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();

describe("/admin", () => {
  it("signed out: shows the admin Unauthorized toast, then goes to sign in after about a second", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/admin");
    const toast = page.locator("[data-testid=toast]").filter({ hasText: "Unauthorized" });
    await toast.waitFor({ state: "visible", timeout: 10_000 });
    expect(await toast.textContent()).toContain("You need to be logged in to access admin features.");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.waitForURL((url) => url.pathname === "/login" && url.search === "?next=%2Fadmin", {
      timeout: 15_000,
    });
  });

  it("a member who is not an admin: a note instead of the dashboard, and the API answers 403", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    await signUpViaApi(page, "Usman Tariq");
    await page.goto("/admin");
    await page.getByText("This area is for administrators only.").waitFor();
    expect(await page.getByRole("button", { name: "Send welcome emails" }).count()).toBe(0);
    expect(await page.getByText("3,000+").count()).toBe(0);
    const stats = await page.request.get("/api/admin/stats");
    expect(stats.status()).toBe(403);
    const send = await page.request.post("/api/admin/send-welcome-emails", {
      headers: { Origin: browser.baseURL },
    });
    expect(send.status()).toBe(403);
  });

  it("the seeded admin sees the real numbers and sends the welcome emails through the queue", async () => {
    // An imported member waiting for their welcome email (signed up in a context of its own).
    const other = await openPage(browser, DESKTOP);
    await other.goto("/");
    const imported = await signUpViaApi(other, "Nadia Hussain", uniqueEmail("imported"));
    markImported(imported);
    await other.context().clearCookies();

    page = await openPage(browser, DESKTOP);
    await page.goto("/");
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: ADMIN,
      headers: { Origin: browser.baseURL },
    });
    expect(signIn.status()).toBe(200);
    await page.goto("/admin");
    expect(await expectPageHeading(page)).toBe("Admin Dashboard");
    await page.getByRole("table", { name: "Recent sign-ups" }).waitFor();

    const { n: members } = readD1<{ n: number }>("select count(*) as n from members");
    const { n: pending } = readD1<{ n: number }>(
      "select count(*) as n from members where profile_completed = 0",
    );
    expect(await stat("Total members")).toBe(members.toLocaleString("en"));
    expect(await stat("Pending profiles")).toBe(pending.toLocaleString("en"));
    expect(await page.getByText("The live numbers could not be loaded; these are estimates.").count()).toBe(
      0,
    );
    await page.getByRole("row", { name: /Nadia Hussain/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Send welcome emails" }).click();
    const toast = page.locator("[data-testid=toast]").filter({ hasText: "Welcome Emails Sent" });
    await toast.waitFor({ state: "visible", timeout: 10_000 });
    expect(await toast.textContent()).toContain("Profile completion emails sent to all new members.");

    // The local queue delivers the message to the worker's consumer, which mails the member once.
    const mails = (await emailsTo(imported, 2, 30_000)).filter((mail) => mail.kind === "welcome-profile");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Welcome to SPPC: set your password and complete your profile");
    const row = readD1<{ sent: string | null }>(
      "select sent_at as sent from welcome_emails where user_id = (select id from user where email = ?)",
      imported,
    );
    expect(row.sent).toBeTruthy();
  });
});
