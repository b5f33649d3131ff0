// Door check-in in a real browser on a phone-sized screen: the seeded admin types a guest's ticket code,
// sees the green 'Checked in' answer and the live "Checked in X of Y", then the amber 'Already checked
// in' one for the same code.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { queryD1 } from "./d1";
import { PHONE } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, PHONE);
});
afterAll(async () => {
  await browser?.close();
});

async function post(path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { Origin: browser.baseURL } });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response;
}

describe("check-in screen", () => {
  it("checks a ticket in once, then says it was already checked in", async () => {
    await signInViaApi(page);
    const rsvp = (await (
      await post("/api/events/rsvp", {
        name: "Sana Iqbal",
        email: uniqueEmail("guest"),
        phone: "+966500000001",
        profession: "Pharmacist",
        company: "Riyadh Care",
        city: "Riyadh",
      })
    ).json()) as RsvpResult;
    const ticketCode = rsvp.rsvp?.ticketCode;
    expect(ticketCode).toBeTruthy();

    await page.goto(`/admin/checkin/${rsvp.event.id}`);
    await page.getByRole("heading", { level: 1, name: "Check-in" }).waitFor();
    const codeInput = page.getByLabel("Ticket code");
    const submit = page.getByRole("button", { name: "Check in", exact: true });

    // Typed the way a steward reads it off a screen: lower case, with a dash.
    const code = ticketCode ?? "";
    await codeInput.fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`);
    await submit.click();
    await page.getByText("Checked in: Sana Iqbal").waitFor();
    await expectCounterMatchesDatabase(rsvp.event.id);

    await codeInput.fill(ticketCode ?? "");
    await submit.click();
    await page.getByText(/Already checked in at/).waitFor();
    expect(await page.getByText("Sana Iqbal").count()).toBeGreaterThan(0);

    await codeInput.fill("not-a-real-ticket");
    await submit.click();
    await page.getByText("Ticket not found").waitFor();

    await expectNoSeriousA11yViolations(page);

    await page.goto("/admin/events");
    await page.getByRole("heading", { level: 1, name: "Manage Events" }).waitFor();
    await page.getByRole("button", { name: "Registrations" }).first().click();
    await page.getByRole("link", { name: "Export CSV" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("tells a member who is not a steward that they cannot check in", async () => {
    const eventId = await riyadhEventId();
    await browser.context.clearCookies();
    await signUpViaApi(page, "Usman Tariq", uniqueEmail("member"));
    await page.goto(`/admin/checkin/${eventId}`);
    await page.getByText("You are not a steward for this event").waitFor();
  });
});

/**
 * "Checked in X of Y" on the steward screen equals the database (confirmed tickets checked in, of the
 * confirmed ones). Other files register and check in at the same event meanwhile: the counter is read
 * between two database reads until both agree (it refreshes every few seconds).
 */
async function expectCounterMatchesDatabase(eventId: string) {
  const counts = () =>
    queryD1<{ checkedIn: number; confirmed: number }>(
      `select count(checked_in_at) as checkedIn, count(*) as confirmed
         from rsvps where event_id = ? and status = 'confirmed'`,
      eventId,
    )[0];
  const counter = page.getByText(/^Checked in \d+ of \d+$/);
  let last = "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = counts();
    const shown = (await counter.textContent()) ?? "";
    const after = counts();
    const expected = `Checked in ${after?.checkedIn} of ${after?.confirmed}`;
    // The green answer comes from the saved list at once; the server has it once the queue is sent.
    if (
      JSON.stringify(before) === JSON.stringify(after) &&
      shown === expected &&
      Number(after?.checkedIn) > 0
    ) {
      expect(await counter.evaluate((node) => node.closest("[aria-live]")?.getAttribute("aria-live"))).toBe(
        "polite",
      );
      return;
    }
    last = `shown "${shown}", expected "${expected}"`;
    await page.waitForTimeout(500);
  }
  throw new Error(`The counter never matched the database: ${last}`);
}

async function riyadhEventId(): Promise<string> {
  const response = await page.request.get("/api/events/city/riyadh");
  return ((await response.json()) as { event: { id: string } }).event.id;
}
