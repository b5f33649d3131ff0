import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { AdminEvent, AdminRsvp, CheckinAnswer } from "../../worker/contract/admin-events";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { makeAdmin, ORIGIN, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

async function admin() {
  const account = await signUp(uniqueEmail("admin"));
  await makeAdmin(account.email);
  return account.cookie;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const eventInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Riyadh Networking Night",
  city: null,
  type: "Networking",
  description: "An evening of introductions",
  highlights: ["Talks", "Dinner"],
  venue: "Test Hall",
  address: "King Fahd Road",
  startsAt: daysFromNow(20),
  endsAt: daysFromNow(20.1),
  capacity: 2,
  whatsappGroupUrl: "https://chat.whatsapp.com/abc",
  registrationOpen: true,
  ...overrides,
});

async function createEvent(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await send("POST", "/api/admin/events", cookie, eventInput(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { event: AdminEvent }).event;
}

/** RSVPs straight through the public endpoint: the city's next event is the one we just made. */
async function rsvpTo(eventId: string, details: Record<string, string> = {}) {
  await env.DB.prepare("update events set city = null where city = 'khobar' and id != ?").bind(eventId).run();
  await env.DB.prepare("update events set city = 'khobar' where id = ?").bind(eventId).run();
  const response = await postJson("/api/events/rsvp", {
    name: "Hira Qureshi",
    email: uniqueEmail("guest"),
    phone: "+966500000000",
    profession: "Engineer",
    company: "Aramco",
    city: "Khobar",
    ...details,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as RsvpResult;
}

const listRsvps = async (cookie: string, eventId: string, query = "") =>
  (
    (await (await send("GET", `/api/admin/events/${eventId}/rsvps${query}`, cookie)).json()) as {
      rsvps: AdminRsvp[];
    }
  ).rsvps;

describe("admin events access", () => {
  it("answers 401 to visitors and 403 to members", async () => {
    expect((await callApi("/api/admin/events")).status).toBe(401);
    const member = await signUp();
    expect((await send("GET", "/api/admin/events", member.cookie)).status).toBe(403);
    expect((await send("POST", "/api/admin/events", member.cookie, eventInput())).status).toBe(403);
  });
});

describe("admin events management", () => {
  it("creates, edits, closes and reopens an event", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie);
    expect(event.slug).toMatch(/^riyadh-networking-night-[a-f0-9]{6}$/);
    expect(event).toMatchObject({
      capacity: 2,
      confirmedCount: 0,
      checkedInCount: 0,
      registrationOpen: true,
    });

    const edited = await send(
      "PUT",
      `/api/admin/events/${event.id}`,
      cookie,
      eventInput({ name: "Renamed", capacity: 5 }),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { event: AdminEvent }).event).toMatchObject({
      name: "Renamed",
      capacity: 5,
    });

    const closed = await send("POST", `/api/admin/events/${event.id}/close`, cookie);
    expect(((await closed.json()) as { event: AdminEvent }).event.registrationOpen).toBe(false);
    const reopened = await send("POST", `/api/admin/events/${event.id}/reopen`, cookie);
    expect(((await reopened.json()) as { event: AdminEvent }).event.registrationOpen).toBe(true);

    const list = (await (await send("GET", "/api/admin/events", cookie)).json()) as { events: AdminEvent[] };
    expect(list.events.some((e) => e.id === event.id)).toBe(true);
  });

  it("refuses with 409 to reopen registration of an event that has started, and leaves it closed", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie);
    await send("POST", `/api/admin/events/${event.id}/close`, cookie);
    // The event started a minute ago and ends in two hours: RSVPs closed at its start.
    await env.DB.prepare("update events set starts_at = ?, ends_at = ? where id = ?")
      .bind(
        new Date(Date.now() - 60_000).toISOString(),
        new Date(Date.now() + 7_200_000).toISOString(),
        event.id,
      )
      .run();

    const reopened = await send("POST", `/api/admin/events/${event.id}/reopen`, cookie);
    expect(reopened.status).toBe(409);
    expect(await reopened.json()).toMatchObject({
      error: {
        code: "conflict",
        message: "This event has already started; registration cannot be reopened",
        details: { reason: "event_started" },
      },
    });
    const stored = await env.DB.prepare("select registration_open as open from events where id = ?")
      .bind(event.id)
      .first<{ open: number }>();
    expect(stored?.open).toBe(0);
  });

  it("rejects invalid input with 422 and unknown events with 404", async () => {
    const cookie = await admin();
    expect((await send("POST", "/api/admin/events", cookie, eventInput({ capacity: 0 }))).status).toBe(422);
    expect((await send("PUT", `/api/admin/events/${crypto.randomUUID()}`, cookie, eventInput())).status).toBe(
      404,
    );
  });

  it("refuses a capacity below the confirmed seats with 422", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 3 });
    await rsvpTo(event.id);
    await rsvpTo(event.id);
    const response = await send("PUT", `/api/admin/events/${event.id}`, cookie, eventInput({ capacity: 1 }));
    expect(response.status).toBe(422);
    expect(
      (await send("PUT", `/api/admin/events/${event.id}`, cookie, eventInput({ capacity: 2 }))).status,
    ).toBe(200);
  });
});

describe("admin RSVPs", () => {
  it("searches by name, email and company and filters by status", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 1 });
    await rsvpTo(event.id, { name: "Zainab Malik", company: "SABIC" });
    await rsvpTo(event.id, { name: "Omar Farooq", company: "Ma'aden", email: "omar.search@example.com" });
    expect((await listRsvps(cookie, event.id, "?q=zainab")).map((r) => r.name)).toEqual(["Zainab Malik"]);
    expect((await listRsvps(cookie, event.id, "?q=sabic")).map((r) => r.name)).toEqual(["Zainab Malik"]);
    expect((await listRsvps(cookie, event.id, "?q=omar.search")).map((r) => r.name)).toEqual(["Omar Farooq"]);
    expect((await listRsvps(cookie, event.id, "?status=waitlisted")).map((r) => r.name)).toEqual([
      "Omar Farooq",
    ]);
  });

  it("edits a registration, and cancelling one promotes the waitlist", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 1 });
    const first = await rsvpTo(event.id);
    const second = await rsvpTo(event.id);
    expect(second.rsvp?.status).toBe("waitlisted");

    const edit = await send("PUT", `/api/admin/events/${event.id}/rsvps/${first.rsvp?.id}`, cookie, {
      name: "Edited Name",
      phone: "+966511111111",
      company: "NEOM",
      profession: "Architect",
    });
    expect(edit.status).toBe(200);

    const cancel = await send("POST", `/api/admin/events/${event.id}/rsvps/${first.rsvp?.id}/cancel`, cookie);
    expect(await cancel.json()).toEqual({ status: "cancelled", promotedSomeone: true });
    const rows = await listRsvps(cookie, event.id);
    expect(rows.find((r) => r.id === first.rsvp?.id)).toMatchObject({
      status: "cancelled",
      name: "Edited Name",
    });
    expect(rows.find((r) => r.id === second.rsvp?.id)?.status).toBe("confirmed");
  });

  it("exports CSV with quoting and formula escaping", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 5 });
    await rsvpTo(event.id, {
      name: "=SUM(A1)",
      company: "Acme, Ltd",
      profession: "@x",
      phone: "+1 202 555 0123",
    });
    const response = await send("GET", `/api/admin/events/${event.id}/rsvps.csv`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // Decoded keeping the byte order mark (response.text() drops it).
    const text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(
      await response.arrayBuffer(),
    );
    const [header, row] = text.split("\r\n");
    // The byte order mark first, so Excel reads UTF-8.
    expect(header).toBe("\uFEFFName,Email,Phone,Company,Profession,Status,Ticket,Checked in,Registered");
    // The phone the RSVP form stored in E.164 is a formula Excel shows as the text +12025550123.
    expect(row).toMatch(
      /^'=SUM\(A1\),[^,]+,"=""\+12025550123""","Acme, Ltd",'@x,confirmed,\w+,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );

    const xlsx = await send("GET", `/api/admin/events/${event.id}/rsvps.xlsx`, cookie);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(xlsx.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.xlsx"$/);
    expect(xlsx.headers.get("Cache-Control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await xlsx.arrayBuffer()));
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    // Text cells are never run as formulas, so they are written as they are; the phone is text ("@").
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t>=SUM(A1)</t></is></c>');
    expect(sheet).toContain('<c r="C2" s="2" t="inlineStr"><is><t>+12025550123</t></is></c>');
    // Registered: a date and time cell (style 4), an Excel serial number.
    expect(sheet).toMatch(/<c r="I2" s="4"><v>\d+\.\d+<\/v><\/c>/);
    expect(strFromU8(files["xl/workbook.xml"] ?? new Uint8Array())).toContain('name="Registrations"');
    expect((await send("GET", "/api/admin/events/no-such-event/rsvps.xlsx", cookie)).status).toBe(404);
  });
});

describe("stewards and check-in", () => {
  const checkIn = async (cookie: string, eventId: string, ticketCode: string) => {
    const response = await send("POST", `/api/events/checkin/${eventId}`, cookie, { ticketCode });
    return { status: response.status, answer: (await response.json()) as CheckinAnswer };
  };

  it("checks a ticket in once, then answers already_checked_in and wrong_event", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 5 });
    const other = await createEvent(cookie, { capacity: 5 });
    const ticket = (await rsvpTo(event.id, { name: "Bilal Ahmed" })).rsvp?.ticketCode ?? "";

    const first = await checkIn(cookie, event.id, ticket);
    expect(first.answer).toMatchObject({ result: "checked_in", attendee: { name: "Bilal Ahmed" } });
    const again = await checkIn(cookie, event.id, ticket);
    expect(again.answer.result).toBe("already_checked_in");
    expect(again.answer.attendee?.checkedInAt).toBe(first.answer.attendee?.checkedInAt);
    expect((await checkIn(cookie, other.id, ticket)).answer.result).toBe("wrong_event");
    expect((await checkIn(cookie, event.id, "no-such-ticket")).answer.result).toBe("not_found");

    const list = (await (await send("GET", "/api/admin/events", cookie)).json()) as { events: AdminEvent[] };
    expect(list.events.find((e) => e.id === event.id)?.checkedInCount).toBe(1);
  });

  it("syncs an offline check-in once, with the time it was scanned at the door", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 5 });
    const ticket = (await rsvpTo(event.id, { name: "Offline Guest" })).rsvp?.ticketCode ?? "";
    const scannedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const key = crypto.randomUUID();
    const sync = () =>
      callApi(`/api/events/checkin/${event.id}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          Cookie: cookie,
          "Idempotency-Key": key,
        },
        body: JSON.stringify({ ticketCode: ticket, scannedAt }),
      });
    const first = (await (await sync()).json()) as CheckinAnswer;
    expect(first).toMatchObject({ result: "checked_in", attendee: { checkedInAt: scannedAt } });
    // The device retries after a dropped answer: the same first outcome, not "already checked in".
    const replay = await sync();
    expect(replay.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await replay.json()).toEqual(first);
    // A clock far off is not believed.
    const later = await rsvpTo(event.id, { name: "Clock Skew" });
    const skewed = await send("POST", `/api/events/checkin/${event.id}`, cookie, {
      ticketCode: later.rsvp?.ticketCode,
      scannedAt: "2020-01-01T00:00:00.000Z",
    });
    const answer = (await skewed.json()) as CheckinAnswer;
    expect(Date.parse(String(answer.attendee?.checkedInAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets a steward check in; other members get 403 and visitors 401", async () => {
    const cookie = await admin();
    const event = await createEvent(cookie, { capacity: 5 });
    const ticket = (await rsvpTo(event.id)).rsvp?.ticketCode ?? "";
    const steward = await signUp(uniqueEmail("steward"));
    const outsider = await signUp(uniqueEmail("outsider"));

    expect((await callApi(`/api/events/checkin/${event.id}/tickets`)).status).toBe(401);
    expect((await checkIn(outsider.cookie, event.id, ticket)).status).toBe(403);

    const added = await send("POST", `/api/admin/events/${event.id}/stewards`, cookie, {
      email: steward.email,
    });
    expect(added.status).toBe(201);
    const stewards = (await (await send("GET", `/api/admin/events/${event.id}/stewards`, cookie)).json()) as {
      stewards: { email: string }[];
    };
    expect(stewards.stewards.map((s) => s.email)).toEqual([steward.email]);

    const tickets = await send("GET", `/api/events/checkin/${event.id}/tickets`, steward.cookie);
    expect(tickets.status).toBe(200);
    const search = await send("GET", `/api/events/checkin/${event.id}/search?q=hira`, steward.cookie);
    expect(((await search.json()) as { matches: unknown[] }).matches).toHaveLength(1);
    expect((await checkIn(steward.cookie, event.id, ticket)).answer.result).toBe("checked_in");

    await send("DELETE", `/api/admin/events/${event.id}/stewards`, cookie, { email: steward.email });
    expect((await checkIn(steward.cookie, event.id, ticket)).status).toBe(403);
  });
});
