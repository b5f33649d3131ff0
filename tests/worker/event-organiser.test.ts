// What an organiser does to an event and who hears of it: the form's rules, the waitlist moving on
// every freed seat, change notices with an updated invite, cancelling the event, messages to attendees.

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AdminEvent, EventCancelAnswer, EventMessageAnswer } from "../../worker/contract/admin-events";
import type { RsvpResult } from "../../worker/contract/rsvp";
import type { EmailAttachment } from "../../worker/db/schema";
import { makeAdmin, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { renderTemplatedMail } from "./test-outbox";

async function admin() {
  const account = await signUp(uniqueEmail("organiser"));
  await makeAdmin(account.email);
  return account.cookie;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const eventInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Organiser Evening",
  city: null,
  type: "Networking",
  description: "An evening of introductions",
  highlights: [],
  venue: "Test Hall",
  address: "King Fahd Road",
  startsAt: daysFromNow(20),
  endsAt: daysFromNow(20.1),
  capacity: 1,
  whatsappGroupUrl: "https://chat.whatsapp.com/abcd",
  registrationOpen: true,
  ...overrides,
});

async function createEvent(cookie: string, overrides: Record<string, unknown> = {}) {
  const input = eventInput(overrides);
  const response = await send("POST", "/api/admin/events", cookie, input);
  expect(response.status).toBe(201);
  return { event: ((await response.json()) as { event: AdminEvent }).event, input };
}

async function rsvpTo(eventId: string, name = "Hira Qureshi") {
  const email = uniqueEmail("guest");
  const response = await postJson("/api/events/rsvp", {
    name,
    email,
    phone: "+966500000000",
    profession: "Engineer",
    company: "Aramco",
    event: eventId,
  });
  expect(response.status).toBe(201);
  const result = (await response.json()) as RsvpResult;
  if (!result.rsvp) throw new Error("No registration in the answer");
  return { email, id: result.rsvp.id, status: result.rsvp.status };
}

type MailRow = { subject: string; text: string; kind: string; attachments: EmailAttachment[] | null };
async function mailTo(email: string, kind?: string): Promise<MailRow[]> {
  await renderTemplatedMail();
  const { results } = await env.DB.prepare(
    `select subject, text, kind, attachments from email_outbox where "to" = ? ${kind ? "and kind = ?" : ""} order by created_at`,
  )
    .bind(...(kind ? [email, kind] : [email]))
    .all<{ subject: string; text: string; kind: string; attachments: string | null }>();
  return results.map((row) => ({
    ...row,
    attachments: row.attachments ? JSON.parse(row.attachments) : null,
  }));
}

const statusOf = async (rsvpId: string) =>
  (await env.DB.prepare("select status from rsvps where id = ?").bind(rsvpId).first<{ status: string }>())
    ?.status;

const icsOf = (mail: MailRow | undefined) => {
  const file = mail?.attachments?.find((attachment) => attachment.filename === "event.ics");
  if (!file) throw new Error(`No event.ics in ${mail?.subject}`);
  return atob(file.content).replace(/\r\n /g, "");
};

describe("the admin event form", () => {
  it("refuses a new event that starts in the past, but an existing one can still be edited", async () => {
    const cookie = await admin();
    const past = await send(
      "POST",
      "/api/admin/events",
      cookie,
      eventInput({ startsAt: daysFromNow(-2), endsAt: daysFromNow(-1.9) }),
    );
    expect(past.status).toBe(422);
    const body = (await past.json()) as { error: { details: Record<string, string[]> } };
    expect(Object.keys(body.error.details)).toEqual(["startsAt"]);

    const { event, input } = await createEvent(cookie);
    const moved = await send("PUT", `/api/admin/events/${event.id}`, cookie, {
      ...input,
      startsAt: daysFromNow(-2),
      endsAt: daysFromNow(-1.9),
    });
    expect(moved.status).toBe(200);
  });

  it("accepts only https WhatsApp links", async () => {
    const cookie = await admin();
    for (const link of [
      "http://chat.whatsapp.com/abcd",
      "https://example.com/group",
      "javascript:alert(1)",
    ]) {
      const response = await send(
        "POST",
        "/api/admin/events",
        cookie,
        eventInput({ whatsappGroupUrl: link }),
      );
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { details: Record<string, string[]> } };
      expect(Object.keys(body.error.details)).toEqual(["whatsappGroupUrl"]);
    }
    await createEvent(cookie, { whatsappGroupUrl: "https://wa.me/966500000000" });
  });
});

describe("the waitlist moves on every freed seat", () => {
  it("a capacity raise confirms the first waitlisted people, first come first served, and emails them", async () => {
    const cookie = await admin();
    const { event, input } = await createEvent(cookie, { capacity: 1 });
    await rsvpTo(event.id, "Seated");
    const first = await rsvpTo(event.id, "First Waiting");
    const second = await rsvpTo(event.id, "Second Waiting");
    const third = await rsvpTo(event.id, "Third Waiting");
    expect([first.status, second.status, third.status]).toEqual(["waitlisted", "waitlisted", "waitlisted"]);

    const raised = await send("PUT", `/api/admin/events/${event.id}`, cookie, { ...input, capacity: 3 });
    expect(raised.status).toBe(200);
    expect(await raised.json()).toMatchObject({ promoted: 2, notified: 0, event: { confirmedCount: 3 } });
    expect(await statusOf(first.id)).toBe("confirmed");
    expect(await statusOf(second.id)).toBe("confirmed");
    expect(await statusOf(third.id)).toBe("waitlisted");

    const promotion = await mailTo(first.email, "rsvp-promoted");
    expect(promotion).toHaveLength(1);
    expect(promotion[0]?.attachments?.map((a) => a.filename)).toContain("ticket-qr.png");
    expect(await mailTo(third.email, "rsvp-promoted")).toHaveLength(0);
  });

  it("never promotes once the event has started", async () => {
    const cookie = await admin();
    const { event, input } = await createEvent(cookie, { capacity: 1 });
    await rsvpTo(event.id, "Seated");
    const waiting = await rsvpTo(event.id, "Waiting");
    const started = { ...input, startsAt: daysFromNow(-0.01), endsAt: daysFromNow(0.1), capacity: 5 };
    const saved = await send("PUT", `/api/admin/events/${event.id}`, cookie, started);
    expect(await saved.json()).toMatchObject({ promoted: 0 });
    expect(await statusOf(waiting.id)).toBe("waitlisted");
  });

  it("an organiser cancelling a seat emails its holder and promotes the first waitlisted person", async () => {
    const cookie = await admin();
    const { event } = await createEvent(cookie, { capacity: 1 });
    const seated = await rsvpTo(event.id, "Seated");
    const waiting = await rsvpTo(event.id, "Waiting");

    const cancel = () => send("POST", `/api/admin/events/${event.id}/rsvps/${seated.id}/cancel`, cookie);
    expect(await (await cancel()).json()).toEqual({ status: "cancelled", promotedSomeone: true });
    expect(await (await cancel()).json()).toEqual({ status: "cancelled", promotedSomeone: false });

    const notice = await mailTo(seated.email, "event-seat-cancelled");
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toContain("cancelled by the organiser");
    expect(await statusOf(waiting.id)).toBe("confirmed");
    expect(await mailTo(waiting.email, "rsvp-promoted")).toHaveLength(1);
  });
});

describe("change notices", () => {
  it("a venue change emails each confirmed and waitlisted person once, with the same UID and SEQUENCE:1", async () => {
    const cookie = await admin();
    const { event, input } = await createEvent(cookie, { capacity: 1 });
    const seated = await rsvpTo(event.id, "Seated");
    const waiting = await rsvpTo(event.id, "Waiting");
    const original = await mailTo(seated.email, "rsvp-confirmed");
    expect(icsOf(original[0])).toContain(`UID:${seated.id}@sppc`);

    const moved = { ...input, venue: "Grand Ballroom", address: "Tahlia St" };
    const saved = await send("PUT", `/api/admin/events/${event.id}`, cookie, moved);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ notified: 2 });

    for (const person of [seated, waiting]) {
      const [change, ...more] = await mailTo(person.email, "event-changed");
      expect(more).toHaveLength(0);
      expect(change?.text).toContain("Test Hall, King Fahd Road");
      expect(change?.text).toContain("Grand Ballroom, Tahlia St");
      const ics = icsOf(change);
      expect(ics).toContain(`UID:${person.id}@sppc`);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain("LOCATION:Grand Ballroom\\, Tahlia St");
    }

    // The same save again (a retry, a double click) changes nothing and mails nobody.
    expect((await send("PUT", `/api/admin/events/${event.id}`, cookie, moved)).status).toBe(200);
    // Editing the name alone is no change of time or place.
    expect(
      (await send("PUT", `/api/admin/events/${event.id}`, cookie, { ...moved, name: "Renamed" })).status,
    ).toBe(200);
    expect(await mailTo(seated.email, "event-changed")).toHaveLength(1);
    expect(await mailTo(waiting.email, "event-changed")).toHaveLength(1);
  });

  it("a change of place also rings a member's bell once, opening My tickets", async () => {
    const cookie = await admin();
    const { event, input } = await createEvent(cookie);
    const member = await signUp(uniqueEmail("bell"));
    const registered = await postJson(
      "/api/events/rsvp",
      {
        name: "Bell Member",
        email: member.email,
        phone: "+966500000000",
        profession: "Engineer",
        company: "Aramco",
        event: event.id,
      },
      member.cookie,
    );
    expect(registered.status).toBe(201);
    const moved = { ...input, venue: "Grand Ballroom" };
    for (let save = 0; save < 2; save += 1)
      expect((await send("PUT", `/api/admin/events/${event.id}`, cookie, moved)).status).toBe(200);
    const { results } = await env.DB.prepare(
      `select n.link, n.data from notifications n join user u on u.id = n.user_id
        where u.email = ? and n.data like '%"changed"%'`,
    )
      .bind(member.email)
      .all<{ link: string; data: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]?.link).toBe("/tickets");
    expect(JSON.parse(results[0]?.data ?? "{}")).toEqual({ event: input.name, status: "changed" });
  });

  it("a change refused for its capacity rolls back and mails nobody", async () => {
    const cookie = await admin();
    const { event, input } = await createEvent(cookie, { capacity: 2 });
    const seated = await rsvpTo(event.id);
    await rsvpTo(event.id);
    const refused = await send("PUT", `/api/admin/events/${event.id}`, cookie, {
      ...input,
      capacity: 1,
      venue: "Elsewhere",
    });
    expect(refused.status).toBe(422);
    expect(await mailTo(seated.email, "event-changed")).toHaveLength(0);
    const row = await env.DB.prepare("select venue, sequence from events where id = ?")
      .bind(event.id)
      .first();
    expect(row).toEqual({ venue: "Test Hall", sequence: 0 });
  });

  it("a time change says the old and new times on Riyadh's clock and raises the sequence each time", async () => {
    const cookie = await admin();
    const { event, input } = await createEvent(cookie, {
      startsAt: "2031-03-10T16:00:00.000Z",
      endsAt: "2031-03-10T19:00:00.000Z",
      capacity: 5,
    });
    const seated = await rsvpTo(event.id);
    const later = { ...input, startsAt: "2031-03-10T17:00:00.000Z", endsAt: "2031-03-10T20:00:00.000Z" };
    await send("PUT", `/api/admin/events/${event.id}`, cookie, later);
    await send("PUT", `/api/admin/events/${event.id}`, cookie, { ...later, venue: "Hall B" });
    const [first, second] = await mailTo(seated.email, "event-changed");
    expect(first?.text).toMatch(/7:00.*PM/);
    expect(first?.text).toMatch(/8:00.*PM/);
    expect(first?.text).toContain("Riyadh time");
    expect(icsOf(first)).toContain("SEQUENCE:1");
    expect(icsOf(second)).toContain("SEQUENCE:2");
    expect(icsOf(second)).toContain("DTSTART;TZID=Asia/Riyadh:20310310T200000");
  });
});

describe("cancelling an event", () => {
  it("frees every seat, closes registration and emails everyone once with a cancelling invite", async () => {
    const cookie = await admin();
    const { event } = await createEvent(cookie, { capacity: 1 });
    const seated = await rsvpTo(event.id, "Seated");
    const waiting = await rsvpTo(event.id, "Waiting");

    const response = await send("POST", `/api/admin/events/${event.id}/cancel`, cookie);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as EventCancelAnswer;
    expect(answer.emailed).toBe(2);
    expect(answer.event).toMatchObject({ confirmedCount: 0, waitlistCount: 0, isRegistrationOpen: false });
    expect(answer.event.cancelledAt).not.toBeNull();
    expect(await statusOf(seated.id)).toBe("cancelled");
    expect(await statusOf(waiting.id)).toBe("cancelled");

    for (const person of [seated, waiting]) {
      const mails = await mailTo(person.email, "event-cancelled");
      expect(mails).toHaveLength(1);
      const ics = icsOf(mails[0]);
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain(`UID:${person.id}@sppc`);
    }
    // Again: nothing new.
    await send("POST", `/api/admin/events/${event.id}/cancel`, cookie);
    expect(await mailTo(seated.email, "event-cancelled")).toHaveLength(1);

    // Still listed, marked cancelled; nobody can register.
    const listed = (await (await callApi("/api/events")).json()) as {
      events: { id: string; cancelledAt: string }[];
    };
    expect(listed.events.find((e) => e.id === event.id)?.cancelledAt).toBeTruthy();
    const late = await postJson("/api/events/rsvp", {
      name: "Late",
      email: uniqueEmail("late"),
      phone: "+966500000000",
      profession: "Engineer",
      company: "Aramco",
      event: event.id,
    });
    expect(late.status).toBe(409);
  });

  it("answers 404 for an unknown event and 403 to members", async () => {
    const cookie = await admin();
    expect((await send("POST", `/api/admin/events/${crypto.randomUUID()}/cancel`, cookie)).status).toBe(404);
    const member = await signUp();
    const { event } = await createEvent(cookie);
    expect((await send("POST", `/api/admin/events/${event.id}/cancel`, member.cookie)).status).toBe(403);
  });
});

describe("messages to attendees", () => {
  it("previews the count without writing, then sends one email per recipient once", async () => {
    const cookie = await admin();
    const { event } = await createEvent(cookie, { capacity: 2 });
    const a = await rsvpTo(event.id, "Alpha");
    const b = await rsvpTo(event.id, "Bravo");
    const c = await rsvpTo(event.id, "Charlie");
    const message = { audience: "confirmed", subject: "Parking update", body: "Use gate 4.\nSee you there." };
    const path = `/api/admin/events/${event.id}/message`;

    const preview = (await (await send("POST", path, cookie, message)).json()) as EventMessageAnswer;
    expect(preview).toMatchObject({ count: 2, sent: false, preview: { subject: "Parking update" } });
    // Greets nobody by the name typed at registration (issue 18: it could be anyone's words).
    expect(preview.preview.text).toMatch(/^Assalam-o-Alaikum,\n/);
    expect(preview.preview.text).not.toContain("Alpha");
    expect(preview.preview.text).toContain("Use gate 4.");
    expect(await mailTo(a.email, "event-message")).toHaveLength(0);

    const both = (await (
      await send("POST", path, cookie, { ...message, audience: "both" })
    ).json()) as EventMessageAnswer;
    expect(both.count).toBe(3);

    const sent = await send("POST", path, cookie, { ...message, confirm: true });
    expect(await sent.json()).toMatchObject({ count: 2, sent: true });
    await send("POST", path, cookie, { ...message, confirm: true });
    expect(await mailTo(a.email, "event-message")).toHaveLength(1);
    expect(await mailTo(b.email, "event-message")).toHaveLength(1);
    expect(await mailTo(c.email, "event-message")).toHaveLength(0);

    expect((await send("POST", path, cookie, { ...message, subject: "" })).status).toBe(422);
  });
});
