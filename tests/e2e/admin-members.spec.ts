// /admin/members and /admin/audit-log in Chromium: the seeded admin finds a member by name, grants them
// Premium (a year ahead by default, confirmed first), reads the change in the audit log, moves the end
// near and finds them with "Expires within 30 days", then suspends them, and the member's very next API
// call is refused.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const SURNAME = `Tanveer${Date.now().toString(36)}`;
const NAME = `Saima ${SURNAME}`;

let browser: Browser;
let page: Page;

/** The member's own session, kept outside the browser so the admin can use the browser meanwhile. */
async function memberSession(): Promise<{ cookie: string; userId: string }> {
  await browser.context.clearCookies();
  await signUpViaApi(page, NAME, uniqueEmail("suspend"));
  const { id } = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const cookies = await browser.context.cookies();
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "), userId: id };
}

async function findMember() {
  const filters = page.getByRole("search", { name: "Search and filter members" });
  await filters.getByLabel("Search members").fill(SURNAME);
  await filters.getByRole("button", { name: "Search", exact: true }).click();
}

const DAY_MS = 86_400_000;
/** A Riyadh calendar day (UTC+3 all year), worked out here rather than by the app's helpers. */
const riyadhDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
/** How the members page writes a card day in English ("Dec 6, 2027"). */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "Asia/Riyadh" }).format(
    new Date(`${day}T12:00:00+03:00`),
  );

const memberCall = (cookie: string) =>
  fetch(`${browser.baseURL}/api/auth/user`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
});

describe("admin members", () => {
  it("finds a member, grants Premium for a year, sees it in the audit log and the expiry filter, suspends them", async () => {
    const member = await memberSession();
    expect((await memberCall(member.cookie)).status).toBe(200);

    await browser.context.clearCookies();
    await signInViaApi(page);
    await page.goto("/admin/members");
    expect(await expectPageHeading(page)).toBe("Members");
    await findMember();
    const table = page.getByRole("table", { name: "Members" });
    await table.getByRole("row", { name: new RegExp(NAME) }).waitFor();
    // The header row and this one member, once the search has narrowed the list.
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    await expectNoSeriousA11yViolations(page);

    await table.getByRole("button", { name: `Open ${NAME}` }).click();
    const panel = page.getByRole("region", { name: `Member: ${NAME}` });
    await panel.getByText("Consents").waitFor();
    await panel.getByLabel("New tier").selectOption("premium");
    // A paid tier ends: a year from today in Riyadh unless the admin picks another day.
    const today = riyadhDay(Date.now());
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(await panel.getByLabel(/^Valid until/).inputValue()).toBe(nextYear);
    await panel.getByRole("button", { name: "Apply Change tier" }).click();
    await panel
      .getByRole("alertdialog", { name: `Change ${NAME}'s tier to Premium until ${shownDay(nextYear)}?` })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Tier changed").first().waitFor();
    const row = table.getByRole("row", { name: new RegExp(`${NAME}.*Premium`) });
    await row.waitFor();
    await row.getByText(shownDay(nextYear)).waitFor();

    await page.goto("/admin/audit-log");
    expect(await expectPageHeading(page)).toBe("Audit log");
    // Other files change tiers too: this member's entry is found by its target.
    await page.getByLabel("Kind").selectOption("member");
    await page.getByLabel("Target ID").fill(member.userId);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const entries = page
      .getByRole("table", { name: "Audit log, newest first" })
      .getByRole("row", { name: /changed the tier of/ });
    await expect.poll(() => entries.count()).toBe(1);
    const entry = entries.first();
    await entry.getByText("Basic → Premium").waitFor();
    expect(await entry.textContent()).toContain(
      `Sana Admin changed the tier of ${NAME} from Basic to Premium`,
    );
    await expectNoSeriousA11yViolations(page);

    // The period now ends in 20 days: "Expires within 30 days" finds the member, 7 days does not.
    await page.goto("/admin/members");
    await findMember();
    await page.getByRole("button", { name: `Open ${NAME}` }).click();
    const again = page.getByRole("region", { name: `Member: ${NAME}` });
    const soon = riyadhDay(Date.now() + 20 * DAY_MS);
    await again.getByLabel(/^Valid until/).fill(soon);
    await again.getByRole("button", { name: "Apply Change tier" }).click();
    await again.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Tier changed").first().waitFor();
    const list = page.getByRole("table", { name: "Members" });
    await list.getByRole("row", { name: new RegExp(`${NAME}.*${shownDay(soon)}`) }).waitFor();
    await page.getByLabel("Expires within").selectOption("7");
    await page.getByText("No members match these filters.").waitFor();
    await page.getByLabel("Expires within").selectOption("30");
    await list.getByRole("row", { name: new RegExp(NAME) }).waitFor();
    await expect.poll(() => list.getByRole("row").count()).toBe(2);
    await expectNoSeriousA11yViolations(page);

    await again.getByLabel(/Reason for suspension/).fill("Spam in the forums");
    await again.getByRole("button", { name: `Suspend ${NAME}` }).click();
    await again.getByText(/Suspended since .*: Spam in the forums/).waitFor();
    await again.getByRole("button", { name: `Restore ${NAME}` }).waitFor();

    expect((await memberCall(member.cookie)).status).toBe(401);
  });
});
