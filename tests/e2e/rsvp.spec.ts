// Event RSVP in a real browser: register from /event/riyadh, the seat count moves, a repeat email gets
// the same registration, unknown cities show Event Not Found, and the emailed cancel link frees the seat.

import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
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

/** axe on <main> only: the shared toaster's markup is another file's concern (reported separately). */
async function expectMainAccessible(target: Page): Promise<void> {
  if (!(await target.evaluate(() => "axe" in window))) {
    await target.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core/axe.min.js") });
  }
  const serious = await target.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<Result> } }).axe;
    const { violations } = await axe.run("#main");
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
  expect(serious).toEqual([]);
}

async function spotsLeft(target: Page): Promise<number> {
  const text = (await target.getByTestId("spots-badge").textContent()) ?? "";
  const match = text.match(/(\d+) spots? left/);
  if (!match) throw new Error(`Unexpected badge: ${text}`);
  return Number(match[1]);
}

async function register(target: Page, email: string): Promise<string> {
  await target.getByLabel(/Full Name/).fill("Ayesha Khan");
  await target.getByLabel(/^Email/).fill(email);
  await target.getByLabel(/^Phone/).fill("+966 50 123 4567");
  await target.getByLabel(/^Profession/).fill("Software Engineer");
  await target.getByLabel(/^Company/).fill("Example Co");
  await target.getByRole("button", { name: "Register" }).click();
  await target.getByRole("heading", { name: "Your seat is reserved" }).waitFor({ timeout: 15_000 });
  await target.getByRole("img", { name: "Ticket QR code" }).waitFor();
  return ((await target.getByTestId("ticket-code").textContent()) ?? "").trim();
}

describe("event RSVP", () => {
  it("registers, counts the seat, repeats idempotently and cancels through the emailed link", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/event/riyadh");
    expect(await expectPageHeading(page)).not.toBe("Event Not Found");
    const before = await spotsLeft(page);
    await expectMainAccessible(page);

    const email = uniqueEmail("rsvp");
    const ticket = await register(page, email);
    expect(ticket).not.toBe("");
    expect(await page.getByText("RSVP Confirmed!").count()).toBe(1);
    const whatsapp = page.getByRole("link", { name: /WhatsApp group/ });
    expect(await whatsapp.getAttribute("target")).toBe("_blank");
    await expectMainAccessible(page);

    await page.reload();
    await page.getByTestId("spots-badge").waitFor();
    expect(await spotsLeft(page)).toBe(before - 1);

    // The same email again: the same registration, no second seat.
    const again = await register(page, email);
    expect(again).toBe(ticket);
    expect(await page.getByText("You were already registered for this event with this email.").count()).toBe(
      1,
    );
    await page.reload();
    await page.getByTestId("spots-badge").waitFor();
    expect(await spotsLeft(page)).toBe(before - 1);

    const mail = (await emailsTo(email)).find((message) => message.text.includes("/rsvp/cancel?token="));
    const link = mail?.text.match(/https?:\/\/\S*\/rsvp\/cancel\?token=[\w-]+/)?.[0];
    if (!link) throw new Error(`No cancel link in the emails to ${email}`);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    const cancelButton = page.getByRole("button", { name: "Cancel my registration" });
    await cancelButton.waitFor();
    await expectMainAccessible(page);
    await cancelButton.click();
    await page.getByRole("heading", { level: 1, name: "Your registration is cancelled" }).waitFor();

    await page.goto("/event/riyadh");
    await page.getByTestId("spots-badge").waitFor();
    expect(await spotsLeft(page)).toBe(before);
  });

  it("shows Event Not Found for an unknown city", async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto("/event/atlantis");
    await page.getByRole("heading", { level: 1, name: "Event Not Found" }).waitFor({ timeout: 15_000 });
    expect(await page.getByText("The event you're looking for doesn't exist.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });
});
