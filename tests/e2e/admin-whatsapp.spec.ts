// /admin/whatsapp-groups in a real browser: the seeded admin creates a group, finds it on
// /whatsapp-groups under its type, hides it (it disappears there) and deletes it.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

// Unique per run: whatsapp.spec.ts may be listing the groups meanwhile.
const NAME = `Hafr Al-Batin Traders ${Date.now().toString(36)}`;

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

const row = () =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(NAME) }) });
const publicCards = () => page.locator("article h2").allTextContents();

async function publicBusinessGroups(): Promise<string[]> {
  await page.goto("/whatsapp-groups");
  await page.getByRole("article").first().waitFor();
  await page.getByLabel("Group type").selectOption("business");
  await page.waitForURL((url) => url.searchParams.get("type") === "business");
  // The seeded business group is always there: once it shows, the filtered answer has arrived.
  await page.getByRole("article", { name: "Riyadh Business Network" }).waitFor();
  await expect.poll(() => page.getByRole("article").count()).toBeLessThan(5);
  return publicCards();
}

describe("admin WhatsApp groups", () => {
  it("creates a group, which members find by its type, then hides and deletes it", async () => {
    await page.goto("/admin/whatsapp-groups");
    expect(await expectPageHeading(page)).toBe("WhatsApp groups");
    const menu = page.getByRole("navigation", { name: "Admin sections" });
    expect(await menu.getByRole("link", { name: "WhatsApp groups" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await page.getByRole("rowheader", { name: /SPPC Jobs KSA/ }).waitFor();
    // The inactive seeded group is listed for admins, marked hidden.
    const archived = page.getByRole("row").filter({ hasText: "Jeddah Professionals (archived)" });
    expect(await archived.getByText("Hidden", { exact: true }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "New group" }).click();
    const form = page.getByRole("form", { name: "New WhatsApp group" });
    await form.getByLabel("Group name", { exact: true }).fill(NAME);
    await form.getByLabel("Group type").selectOption("business");
    await form.getByLabel("Admin name").fill("Imran Siddiqui");
    await form.getByLabel("Member count").fill("87");
    await form.getByLabel("Invite link").fill("https://wa.me/966500000000");
    await form.getByLabel(/^Description/).fill("Wholesale traders of Hafr Al-Batin and the north");
    await form.getByLabel(/^Rules/).fill("Trade offers only\nBe respectful\nNo forwards");
    await form.getByLabel(/^Tags/).fill("#wholesale\nnorth");
    await form.getByRole("button", { name: "Create" }).click();

    // A bad invite link is explained next to the field; what was typed stays.
    await form
      .getByText("The invite link must look like https://chat.whatsapp.com/ followed by the group's code.")
      .waitFor();
    expect(await form.getByLabel("Invite link").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Group name", { exact: true }).inputValue()).toBe(NAME);
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("Invite link").fill("https://chat.whatsapp.com/HafrTraders2026");
    await form.getByRole("button", { name: "Create" }).click();
    await form.waitFor({ state: "detached" });
    await row().waitFor();
    expect(await row().getByText("Active", { exact: true }).count()).toBe(1);
    expect(await row().getByText("Business", { exact: true }).count()).toBe(1);
    expect(await row().getByText("87", { exact: true }).count()).toBe(1);

    // Members see it under its type, with its first 2 rules, '+1 more rules', tags and invite link.
    expect(await publicBusinessGroups()).toContain(NAME);
    const card = page.getByRole("article", { name: NAME });
    expect(await card.getByText("87 members").count()).toBe(1);
    expect(await card.getByText("+1 more rules").count()).toBe(1);
    expect(await card.getByText("#wholesale").count()).toBe(1);
    expect(await card.getByRole("link", { name: /Join group/ }).getAttribute("href")).toBe(
      "https://chat.whatsapp.com/HafrTraders2026",
    );

    await page.goto("/admin/whatsapp-groups");
    await row()
      .getByRole("button", { name: `Hide ${NAME}` })
      .click();
    await row().getByText("Hidden", { exact: true }).waitFor();
    expect(await publicBusinessGroups()).not.toContain(NAME);

    await page.goto("/admin/whatsapp-groups");
    await row()
      .getByRole("button", { name: `Delete ${NAME}` })
      .click();
    // The kit asks in its own modal, naming the group; Cancel has focus, Delete goes ahead.
    const confirmDelete = page.getByRole("alertdialog", { name: `Delete "${NAME}"? This cannot be undone.` });
    await confirmDelete.getByRole("button", { name: "Delete", exact: true }).click();
    await row().waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("rowheader", { name: /SPPC Jobs KSA/ }).waitFor();
    expect(await row().count()).toBe(0);
  });

  it("shows the admin section menu on every admin page, but not to a steward on /admin/events", async () => {
    const pages = [
      ["/admin/events", "Manage Events", "Events"],
      ["/admin/photos", "Photo moderation", "Photos"],
      ["/admin/outbox", "Email outbox", "Email outbox"],
    ] as const;
    for (const [path, heading, current] of pages) {
      await page.goto(path);
      expect(await expectPageHeading(page)).toBe(heading);
      const menu = page.getByRole("navigation", { name: "Admin sections" });
      await menu.waitFor();
      expect(await menu.getByRole("link", { name: current, exact: true }).getAttribute("aria-current")).toBe(
        "page",
      );
    }

    // Last, since it signs the admin out of this browser.
    await browser.context.clearCookies();
    await signUpViaApi(page, "Zainab Malik", uniqueEmail("steward"));
    await page.goto("/admin/events");
    expect(await expectPageHeading(page)).toBe("My door duties");
    await page.getByText("No door duties right now").waitFor();
    expect(await page.getByRole("navigation", { name: "Admin sections" }).count()).toBe(0);
  });
});
