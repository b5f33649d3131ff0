// A page per event in a real browser: two events in one city, each booked from its own /events/{slug}
// page; a signed-in member who reloads the event page sees their ticket (QR and door code) instead of
// the form, and finds it again in My tickets. The events are created here (far enough ahead that each
// city's next event, which other specs book through /event/{city}, stays the seeded one).

import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminEvent, AdminEventInput } from "../../worker/contract/admin-events";
import type { EventSummary } from "../../worker/contract/events";
import { signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP } from "./page-checks";

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

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A Riyadh event of the seeded admin's, with a name no other spec uses. */
function riyadhEvent(label: string, days: number): Promise<AdminEvent> {
  const event: AdminEventInput = {
    name: `${label} ${Date.now().toString(36)}`,
    city: "riyadh",
    type: "Cultural",
    description: "Qawwali, chai and conversation under the stars.",
    highlights: ["Live qawwali"],
    venue: "Diplomatic Quarter Hall",
    address: "Diplomatic Quarter, Riyadh",
    startsAt: daysFromNow(days),
    endsAt: daysFromNow(days + 0.125),
    capacity: 40,
    whatsappGroupUrl: "https://chat.whatsapp.com/sppc-majlis",
    registrationOpen: true,
  };
  return asAdmin((admin) => admin.createEvent(event));
}

async function spotsLeft(slug: string): Promise<number> {
  const answer = await page.request.get(`/api/events/${slug}`);
  return ((await answer.json()) as { event: EventSummary }).event.spotsLeft;
}

/** Fills the rest of the form (a member's name and email come filled in) and registers. */
async function register(target: Page, visitor?: { name: string; email: string }): Promise<string> {
  if (visitor) {
    await target.getByLabel(/Full Name/).fill(visitor.name);
    await target.getByLabel(/^Email/).fill(visitor.email);
  }
  await target.getByLabel(/^Phone/).fill("+966 50 123 4567");
  await target.getByLabel(/^Profession/).fill("Architect");
  await target.getByLabel(/^Company/).fill("Example Co");
  await target.getByRole("button", { name: "Register" }).click();
  await target.getByRole("heading", { name: "Your seat is reserved" }).waitFor({ timeout: 15_000 });
  await target.getByRole("img", { name: "Ticket QR code" }).waitFor();
  return ((await target.getByTestId("ticket-code").textContent()) ?? "").trim();
}

describe("a page per event", () => {
  it("books two events in one city, each from its own page", async () => {
    const first = await riyadhEvent("Riyadh Winter Majlis", 200);
    const second = await riyadhEvent("Riyadh Spring Majlis", 230);
    page = await openPage(browser, DESKTOP);
    const visitor = { name: "Hina Baig", email: uniqueEmail("evpage") };

    // From the filtered list to the first event's own page.
    await page.goto("/events?city=riyadh&type=Cultural");
    const firstLink = page.getByRole("link", { name: first.name, exact: true });
    await firstLink.waitFor();
    await expectNoSeriousA11yViolations(page);
    await firstLink.click();
    await page.waitForURL(`**/events/${first.slug}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
    await page.getByLabel(/Full Name/).waitFor();
    await expectNoSeriousA11yViolations(page);
    const firstTicket = await register(page, visitor);
    expect(firstTicket).toMatch(/^[A-Z0-9]{8}$/);
    await expectNoSeriousA11yViolations(page);

    // The second event of the same city, booked from its own page by the same visitor.
    await page.goto(`/events/${second.slug}`);
    await page.getByRole("heading", { level: 1, name: second.name }).waitFor();
    const ics = page.getByRole("link", { name: "Add to calendar (.ics)" }).first();
    expect(await ics.getAttribute("href")).toBe(`/api/events/${second.slug}/calendar.ics`);
    const secondTicket = await register(page, visitor);
    expect(secondTicket).not.toBe(firstTicket);

    expect(await spotsLeft(first.slug)).toBe(39);
    expect(await spotsLeft(second.slug)).toBe(39);

    // /event/riyadh keeps showing the city's next event and links to the others.
    await page.goto("/event/riyadh");
    const others = page.getByRole("region", { name: "More events in Riyadh" });
    const link = others.getByRole("link", { name: second.name });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/events/${second.slug}`);
  });

  it("shows a signed-in member their ticket after a reload, and lists it in My tickets", async () => {
    const event = await riyadhEvent("Riyadh Autumn Majlis", 260);
    page = await openPage(browser, DESKTOP);
    const email = await signUpViaApi(page, "Sana Mir", uniqueEmail("evticket"));

    await page.goto(`/events/${event.slug}`);
    // Name and email come filled in once the signed-in member has loaded.
    await expect.poll(() => page.getByLabel(/^Email/).inputValue(), { timeout: 10_000 }).toBe(email);
    const code = await register(page);

    await page.reload();
    const ticket = page.getByTestId("ticket");
    await ticket.getByRole("img", { name: "Ticket QR code" }).waitFor({ timeout: 15_000 });
    expect(((await ticket.getByTestId("ticket-code").textContent()) ?? "").trim()).toBe(code);
    expect(await ticket.getByTestId("ticket-status").textContent()).toBe("Confirmed");
    expect(await page.getByRole("button", { name: "Register" }).count()).toBe(0);
    expect(await page.getByLabel(/Full Name/).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/tickets");
    const upcoming = page.getByRole("region", { name: "Upcoming" });
    const card = upcoming.getByRole("article", { name: event.name });
    await card.getByRole("img", { name: "Ticket QR code" }).waitFor();
    expect(((await card.getByTestId("ticket-code").textContent()) ?? "").trim()).toBe(code);
    await expectNoSeriousA11yViolations(page);

    // Cancel, after the confirmation step.
    await card.getByRole("button", { name: "Cancel my registration" }).click();
    await card.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect
      .poll(() => card.getByTestId("ticket-status").textContent(), { timeout: 10_000 })
      .toBe("Cancelled");
    expect(await spotsLeft(event.slug)).toBe(40);
  });
});
