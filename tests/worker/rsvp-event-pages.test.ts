import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "../../worker/contract/events";
import type { MemberRsvp, RsvpResult } from "../../worker/contract/rsvp";
import { createDb } from "../../worker/db/client";
import { queueEventReminders } from "../../worker/domain/events/reminders";
import worker from "../../worker/index";
import { ORIGIN, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { countingD1 } from "./counting-d1";
import { localOutbox } from "./test-outbox";

/** A Riyadh event `days` ahead; several may exist at once (each has its own page). */
async function makeEvent(name: string, options: { capacity?: number; days?: number } = {}) {
  const id = crypto.randomUUID();
  const starts = new Date(Date.now() + (options.days ?? 10) * 86_400_000);
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         whatsapp_group_url, registration_open)
     values (?, ?, ?, 'riyadh', 'Networking', 'A test event', 'Test Hall', 'Olaya St', ?, ?, ?, null, 1)`,
  )
    .bind(
      id,
      `slug-${id}`,
      name,
      starts.toISOString(),
      new Date(starts.getTime() + 3_600_000).toISOString(),
      options.capacity ?? 5,
    )
    .run();
  return { id, slug: `slug-${id}` };
}

const body = (event: string, email: string) =>
  JSON.stringify({
    name: "Hira Qureshi",
    email,
    phone: "+966500000000",
    profession: "Engineer",
    company: "Aramco",
    event,
  });

function rsvp(event: string, email: string, cookie = "") {
  return callApi("/api/events/rsvp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: body(event, email),
  });
}

describe("an RSVP's hot path", () => {
  const visitorRsvp = async (event: string, email: string) => {
    const { db, calls } = countingD1(env.DB);
    const request = new Request(`${ORIGIN}/api/events/rsvp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: body(event, email),
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...env, DB: db }, ctx);
    const beforeAnswer = [...calls];
    await waitOnExecutionContext(ctx);
    return { response, beforeAnswer, calls };
  };

  it("a visitor's RSVP is one D1 round trip: one batch of 3 that counts the mail, decides the seat and answers, and writes its mail", async () => {
    const event = await makeEvent("Round Trip Evening");
    const { response, beforeAnswer, calls } = await visitorRsvp(event.slug, uniqueEmail("trip"));
    expect(response.status).toBe(201);
    expect(((await response.json()) as RsvpResult).event.confirmedCount).toBe(1);
    expect(beforeAnswer).toEqual(["batch of 3"]);
    // Queuing the ticket mail after the answer costs no D1 write: its row was stamped in the batch.
    expect(calls).toEqual(["batch of 3"]);
  });

  it("an email typed again is the batch and one read (the insert wrote nothing to answer from)", async () => {
    const event = await makeEvent("Second Look Evening");
    const email = uniqueEmail("again");
    await rsvp(event.slug, email);
    const { response, calls } = await visitorRsvp(event.slug, email);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as RsvpResult;
    expect(answer.alreadyRegistered).toBe(true);
    expect(answer.rsvp).toBeNull();
    expect(answer.event.confirmedCount).toBe(1);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBe("batch of 3");
    expect(calls[1]).toMatch(/^statement: \s*select json_object/);
  });
});

describe("a page per event", () => {
  it("two events in one city each take registrations by their slug; the answer names the right one", async () => {
    const summit = await makeEvent("Flagship Summit", { days: 20 });
    const evening = await makeEvent("Second Riyadh Evening", { days: 5 });
    const a = (await (await rsvp(summit.slug, uniqueEmail("a"))).json()) as RsvpResult;
    const b = (await (await rsvp(evening.id, uniqueEmail("b"))).json()) as RsvpResult;
    expect(a.event.name).toBe("Flagship Summit");
    expect(b.event.name).toBe("Second Riyadh Evening");
    const page = (await (await callApi(`/api/events/${summit.slug}`)).json()) as { event: EventSummary };
    expect(page.event).toMatchObject({ name: "Flagship Summit", confirmedCount: 1 });
    expect((await callApi("/api/events/no-such-event")).status).toBe(404);
  });

  it("offers the event as an .ics file and lists past events on their own", async () => {
    const event = await makeEvent("Calendar Evening");
    const ics = await callApi(`/api/events/${event.slug}/calendar.ics`);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain(`UID:event-${event.id}@sppc`);
    expect(text).toContain("SUMMARY:Calendar Evening");
    const past = await makeEvent("Past Evening", { days: -3 });
    const upcoming = (await (await callApi("/api/events")).json()) as { events: EventSummary[] };
    const ended = (await (await callApi("/api/events?when=past")).json()) as { events: EventSummary[] };
    expect(upcoming.events.map((e) => e.id)).not.toContain(past.id);
    expect(ended.events.map((e) => e.id)).toContain(past.id);
  });
});

describe("no disclosure of someone else's ticket", () => {
  it("typing a registered email shows no ticket and emails it again, at most once per window", async () => {
    const event = await makeEvent("Private Evening");
    const email = uniqueEmail("owner");
    const first = (await (await rsvp(event.slug, email)).json()) as RsvpResult;
    expect(first.rsvp?.ticketCode).toBeTruthy();
    // Two tries: a visitor's third retype within the hour would be refused by the visitor-mail limit
    // (three an hour to one address, tests/worker/visitor-mail-limits.test.ts).
    for (let i = 0; i < 2; i++) {
      const again = await rsvp(event.slug, email);
      expect(again.status).toBe(200);
      const answer = (await again.json()) as RsvpResult;
      expect(answer).toMatchObject({ created: false, alreadyRegistered: true, rsvp: null });
      expect(JSON.stringify(answer)).not.toContain(first.rsvp?.ticketCode ?? "-");
    }
    const mails = await outboxFor(email);
    // The first ticket, then one "again" for two tries inside the same ten minutes.
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.text.includes(first.rsvp?.ticketCode ?? "-"))).toBe(true);
  });

  it("the signed-in owner gets their ticket back, and it is listed with its code and waitlist place", async () => {
    const event = await makeEvent("Member Evening", { capacity: 1 });
    await rsvp(event.slug, uniqueEmail("seat"));
    const { email, cookie } = await signUp(uniqueEmail("member"));
    const first = (await (await rsvp(event.slug, email, cookie)).json()) as RsvpResult;
    const again = (await (await rsvp(event.slug, email, cookie)).json()) as RsvpResult;
    expect(first.rsvp).toMatchObject({ status: "waitlisted", waitlistPosition: 1 });
    expect(again.rsvp).toMatchObject({ id: first.rsvp?.id, waitlistPosition: 1 });
    const mine = await callApi("/api/events/rsvps/mine", { headers: { Cookie: cookie } });
    expect(mine.headers.get("cache-control")).toContain("no-store");
    const { rsvps } = (await mine.json()) as { rsvps: MemberRsvp[] };
    expect(rsvps).toEqual([
      expect.objectContaining({ status: "waitlisted", waitlistPosition: 1, ticketCode: null }),
    ]);
    expect(rsvps[0]?.event).toMatchObject({ slug: event.slug, name: "Member Evening" });
  });

  it("the link in the email opens the ticket for a visitor; a made-up token does not", async () => {
    const event = await makeEvent("Link Evening");
    const email = uniqueEmail("visitor");
    const answer = (await (await rsvp(event.slug, email)).json()) as RsvpResult;
    const [mail] = await outboxFor(email);
    const link = mail?.text.match(/\/tickets\/([a-f0-9]+)/)?.[1];
    expect(link).toBe(answer.rsvp?.cancelToken);
    const ticket = await callApi(`/api/events/tickets/${link}`);
    expect(ticket.status).toBe(200);
    expect(((await ticket.json()) as { ticket: MemberRsvp }).ticket).toMatchObject({
      status: "confirmed",
      ticketCode: answer.rsvp?.ticketCode,
      event: { slug: event.slug },
    });
    expect((await callApi(`/api/events/tickets/${"0".repeat(32)}`)).status).toBe(404);
  });
});

describe("suspended members", () => {
  it("cannot register, signed in or by typing their email", async () => {
    const event = await makeEvent("Closed Door Evening");
    const { email, cookie } = await signUp(uniqueEmail("suspended"));
    await env.DB.prepare(
      "update members set account_status = 'suspended' where user_id = (select id from user where email = ?)",
    )
      .bind(email)
      .run();
    expect((await rsvp(event.slug, email, cookie)).status).toBe(403);
    expect((await rsvp(event.slug, email.toUpperCase())).status).toBe(403);
    const { n } = (await env.DB.prepare("select count(*) as n from rsvps where event_id = ?")
      .bind(event.id)
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });
});

describe("reminders", () => {
  it("the day before, each confirmed seat gets one reminder with its ticket; waitlisted and just-booked seats none", async () => {
    const event = await makeEvent("Tomorrow Evening", { capacity: 1, days: 0.8 });
    const seat = uniqueEmail("seat");
    const waiting = uniqueEmail("waiting");
    const late = await makeEvent("Late Booking Evening", { days: 0.5 });
    const lateSeat = uniqueEmail("late");
    await rsvp(event.slug, seat);
    await rsvp(event.slug, waiting);
    await rsvp(late.slug, lateSeat);
    // The seat was booked two days ago; the late one just now.
    await env.DB.prepare("update rsvps set confirmed_at = ? where email = ?")
      .bind(new Date(Date.now() - 2 * 86_400_000).toISOString(), seat)
      .run();
    const db = createDb(env.DB);
    const first = await queueEventReminders(db, localOutbox(), new Date(), ORIGIN);
    const second = await queueEventReminders(db, localOutbox(), new Date(), ORIGIN);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(second.reminded).toBe(0);
    const reminders = (await outboxFor(seat)).filter((mail) => mail.kind === "rsvp-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe("Tomorrow: Tomorrow Evening");
    expect((await outboxFor(waiting)).map((mail) => mail.kind)).toEqual(["rsvp-waitlisted"]);
    expect((await outboxFor(waiting))[0]?.text).toContain("Your place on the waitlist: 1");
    expect((await outboxFor(lateSeat)).map((mail) => mail.kind)).toEqual(["rsvp-confirmed"]);
  });
});
