// An organiser at /admin/events in a real browser: raising a full event's capacity gives the first
// waitlisted person the seat, and changing the venue puts a change email with an updated invite
// (same UID, SEQUENCE:1) in the outbox for each registrant.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEvent } from "../../worker/contract/admin-events";
import type { RsvpResult } from "../../worker/contract/rsvp";
import type { EmailAttachment } from "../../worker/db/schema";
import { originOf, signInViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { queryD1 } from "./d1";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function post<T>(path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: { Origin: originOf(page) } });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A one-seat event of the seeded admin's, with a name no other spec uses. */
async function oneSeatEvent(name: string) {
  const { event } = await post<{ event: AdminEvent }>("/api/admin/events", {
    name,
    city: null,
    type: "Networking",
    description: "Chai and introductions",
    highlights: [],
    venue: "Test Hall",
    address: "King Fahd Road",
    startsAt: daysFromNow(30),
    endsAt: daysFromNow(30.1),
    capacity: 1,
    whatsappGroupUrl: null,
    registrationOpen: true,
  });
  return event;
}

async function rsvp(eventId: string, name: string) {
  const email = uniqueEmail("guest");
  const answer = await post<RsvpResult>("/api/events/rsvp", {
    name,
    email,
    phone: "+966500000002",
    profession: "Accountant",
    company: "SABIC",
    event: eventId,
  });
  return { email, id: answer.rsvp?.id ?? "", status: answer.rsvp?.status };
}

/** Opens the event's edit form from its row in the list. */
async function editEvent(name: string) {
  await page.goto("/admin/events");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: /^Edit/ }).click();
  return page.getByRole("form", { name: `Edit ${name}` });
}

describe("an organiser at /admin/events", () => {
  it("raises a full event's capacity and the first waitlisted person gets the seat", async () => {
    await signInViaApi(page);
    const name = `Capacity Evening ${Date.now().toString(36)}`;
    const event = await oneSeatEvent(name);
    await rsvp(event.id, "Seated Guest");
    const first = await rsvp(event.id, "First Waiting");
    const second = await rsvp(event.id, "Second Waiting");
    expect([first.status, second.status]).toEqual(["waitlisted", "waitlisted"]);

    const form = await editEvent(name);
    await form.getByLabel("Capacity").fill("2");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByText("Moved from the waitlist to a seat: 1").waitFor();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.getByText("2 / 2").waitFor();

    await row.getByRole("button", { name: "Registrations" }).click();
    const promoted = page.getByRole("article", { name: "First Waiting" });
    await promoted.getByText("Confirmed").waitFor();
    await page.getByRole("article", { name: "Second Waiting" }).getByText("Waitlisted").waitFor();
    await expectNoSeriousA11yViolations(page);

    const mail = queryD1<{ kind: string }>('select kind from email_outbox where "to" = ?', first.email);
    expect(mail.map((row) => row.kind)).toContain("rsvp-promoted");
  });

  it("changes the venue and the outbox holds the change email with SEQUENCE:1 for each registrant", async () => {
    await signInViaApi(page);
    const name = `Venue Evening ${Date.now().toString(36)}`;
    const event = await oneSeatEvent(name);
    const seated = await rsvp(event.id, "Seated Guest");
    const waiting = await rsvp(event.id, "Waiting Guest");

    const form = await editEvent(name);
    await form.getByLabel("Venue").fill("Grand Ballroom");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByText("People emailed about the change: 2").waitFor();

    for (const person of [seated, waiting]) {
      const rows = queryD1<{ text: string; attachments: string }>(
        `select text, attachments from email_outbox where "to" = ? and kind = 'event-changed'`,
        person.email,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.text).toContain("Grand Ballroom");
      const [invite] = JSON.parse(rows[0]?.attachments ?? "[]") as EmailAttachment[];
      const ics = Buffer.from(invite?.content ?? "", "base64")
        .toString("utf8")
        .replace(/\r\n /g, "");
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain(`UID:${person.id}@sppc`);
      expect(ics).toContain("LOCATION:Grand Ballroom");
    }
  });
});
