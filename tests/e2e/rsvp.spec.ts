// Event RSVP in a real browser: register from /event/khobar, the seat count moves, a repeat email is
// told the ticket was emailed again (and sees none of it), the emailed ticket link shows the ticket, and
// the emailed cancel link frees the seat. This is the only spec that
// registers for the Khobar event, so its seat count moves only by what this spec does. (An unknown
// city's answer is checked in tests/worker/rsvp.test.ts and its page in tests/app/event-city.test.tsx.)

import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
});

async function spotsLeft(target: Page): Promise<number> {
  const text = (await target.getByTestId("spots-badge").textContent()) ?? "";
  const match = text.match(/(\d+) spots? left/);
  if (!match) throw new Error(`Unexpected badge: ${text}`);
  return Number(match[1]);
}

async function submit(target: Page, email: string): Promise<void> {
  await target.getByLabel(/Full Name/).fill("Ayesha Khan");
  await target.getByLabel(/^Email/).fill(email);
  await target.getByLabel(/^Phone/).fill("+966 50 123 4567");
  await target.getByLabel(/^Profession/).fill("Software Engineer");
  await target.getByLabel(/^Company/).fill("Example Co");
  await target.getByRole("button", { name: "Register" }).click();
}

async function register(target: Page, email: string): Promise<string> {
  await submit(target, email);
  await target.getByRole("heading", { name: "Your seat is reserved" }).waitFor({ timeout: 15_000 });
  await target.getByRole("img", { name: "Ticket QR code" }).waitFor();
  return ((await target.getByTestId("ticket-code").textContent()) ?? "").trim();
}

describe("event RSVP", () => {
  it("registers, counts the seat, tells a repeated email its ticket was emailed, and cancels by the emailed link", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/event/khobar");
    expect(await expectPageHeading(page)).not.toBe("Event Not Found");
    const before = await spotsLeft(page);
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail("rsvp");
    const ticket = await register(page, email);
    expect(ticket).not.toBe("");
    // A toast (its view loads with the first toast), so waited for rather than counted at once.
    await page.getByText("RSVP Confirmed!").waitFor();
    const whatsapp = page.getByRole("link", { name: /WhatsApp group/ });
    expect(await whatsapp.getAttribute("target")).toBe("_blank");
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByTestId("spots-badge").waitFor();
    expect(await spotsLeft(page)).toBe(before - 1);

    // The same email again, typed by a visitor: no second seat, and no ticket for whoever typed it.
    await submit(page, email);
    await page.getByText("You are already registered. We have emailed your ticket again.").waitFor();
    expect(await page.getByTestId("ticket-code").count()).toBe(0);
    await page.reload();
    await page.getByTestId("spots-badge").waitFor();
    expect(await spotsLeft(page)).toBe(before - 1);

    // The emailed ticket link shows the ticket to its holder.
    const ticketMail = (await emailsTo(email)).find((message) => /\/tickets\/[\w-]+/.test(message.text));
    const ticketLink = ticketMail?.text.match(/https?:\/\/\S*\/tickets\/[\w-]+/)?.[0];
    if (!ticketLink) throw new Error(`No ticket link in the emails to ${email}`);
    await page.goto(new URL(ticketLink).pathname);
    await page.getByRole("img", { name: "Ticket QR code" }).waitFor();
    expect(((await page.getByTestId("ticket-code").textContent()) ?? "").trim()).toBe(ticket);

    const mail = (await emailsTo(email)).find((message) => message.text.includes("/rsvp/cancel?token="));
    const link = mail?.text.match(/https?:\/\/\S*\/rsvp\/cancel\?token=[\w-]+/)?.[0];
    if (!link) throw new Error(`No cancel link in the emails to ${email}`);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    const cancelButton = page.getByRole("button", { name: "Cancel my registration" });
    await cancelButton.waitFor();
    await expectNoSeriousA11yViolations(page);
    await cancelButton.click();
    await page.getByRole("heading", { level: 1, name: "Your registration is cancelled" }).waitFor();

    await page.goto("/event/khobar");
    await page.getByTestId("spots-badge").waitFor();
    expect(await spotsLeft(page)).toBe(before);
  });
});
