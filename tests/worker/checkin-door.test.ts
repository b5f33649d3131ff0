// At the door: codes in any case, the earliest scan wins whichever door syncs first, the live
// "checked in X of Y", and the door's list explaining waitlisted and cancelled codes.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CheckinAnswer, CheckinStats, CheckinTicket } from "../../worker/contract/admin-events";
import { newTicketCode } from "../../worker/domain/events/ticket-code";
import { makeAdmin, ORIGIN, postJson, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

async function makeEvent() {
  const id = crypto.randomUUID();
  const starts = new Date(Date.now() + 5 * 86_400_000);
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity)
     values (?, ?, 'Door Night', null, 'Networking', 'x', 'Hall', 'Street', ?, ?, 50)`,
  )
    .bind(id, `door-${id}`, starts.toISOString(), new Date(starts.getTime() + 3_600_000).toISOString())
    .run();
  return id;
}

type Seat = "confirmed" | "waitlisted" | "cancelled";
async function registration(
  eventId: string,
  name: string,
  status: Seat = "confirmed",
  checkedInAt?: string,
  email = `${crypto.randomUUID()}@example.com`,
) {
  const code = newTicketCode();
  await env.DB.prepare(
    `insert into rsvps (id, event_id, name, email, phone, profession, company, status, queued_at, ticket_code,
                        cancel_token, checked_in_at)
     values (?, ?, ?, ?, '+966500000000', 'Engineer', 'Aramco', ?, ?, ?, ?, ?)`,
  )
    .bind(
      crypto.randomUUID(),
      eventId,
      name,
      email,
      status,
      Date.now(),
      code,
      crypto.randomUUID(),
      checkedInAt ?? null,
    )
    .run();
  return code;
}

async function admin() {
  const account = await signUp();
  await makeAdmin(account.email);
  return account;
}

const checkIn = async (cookie: string, eventId: string, body: { ticketCode: string; scannedAt?: string }) => {
  const response = await callApi(`/api/events/checkin/${eventId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CheckinAnswer;
};

const stored = (code: string) =>
  env.DB.prepare("select checked_in_at, checked_in_by from rsvps where ticket_code = ?")
    .bind(code)
    .first<{ checked_in_at: string | null; checked_in_by: string | null }>();

const userId = async (email: string) =>
  (await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>())?.id;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("door check-in", () => {
  it("checks in a code typed in lower case, with spaces and dashes", async () => {
    const { cookie } = await admin();
    const eventId = await makeEvent();
    const code = await registration(eventId, "Sana Iqbal");
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 6).toLowerCase()} ${code.slice(6)}`;
    expect(await checkIn(cookie, eventId, { ticketCode: typed })).toMatchObject({
      result: "checked_in",
      attendee: { name: "Sana Iqbal" },
    });
    expect((await checkIn(cookie, eventId, { ticketCode: code.toLowerCase() })).result).toBe(
      "already_checked_in",
    );
  });

  it("keeps the earliest scan, even when the later one reaches the server first", async () => {
    const first = await admin();
    const second = await admin();
    const eventId = await makeEvent();
    const code = await registration(eventId, "Bilal Khan");
    const early = minutesAgo(30);
    const late = minutesAgo(10);

    // Door 2 scanned later but synced first; door 1 (offline at the time) scanned earlier.
    expect(await checkIn(second.cookie, eventId, { ticketCode: code, scannedAt: late })).toMatchObject({
      result: "checked_in",
      attendee: { checkedInAt: late },
    });
    expect(await checkIn(first.cookie, eventId, { ticketCode: code, scannedAt: early })).toMatchObject({
      result: "checked_in",
      attendee: { checkedInAt: early },
    });
    expect(await stored(code)).toEqual({ checked_in_at: early, checked_in_by: await userId(first.email) });

    // Any later scan, synced now, is told about the earliest one and changes nothing.
    expect(await checkIn(second.cookie, eventId, { ticketCode: code, scannedAt: late })).toEqual({
      result: "already_checked_in",
      attendee: { name: "Bilal Khan", checkedInAt: early },
    });
    expect(await checkIn(second.cookie, eventId, { ticketCode: code })).toMatchObject({
      result: "already_checked_in",
      attendee: { checkedInAt: early },
    });
    expect(await stored(code)).toEqual({ checked_in_at: early, checked_in_by: await userId(first.email) });
  });

  it("believes no scan time in the future, nor older than two days", async () => {
    const { cookie } = await admin();
    const eventId = await makeEvent();
    const future = await registration(eventId, "Future Clock");
    const ancient = await registration(eventId, "Old Clock");
    const before = Date.now();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const answer = await checkIn(cookie, eventId, { ticketCode: future, scannedAt: tomorrow });
    const at = Date.parse(String(answer.attendee?.checkedInAt));
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());

    const old = await checkIn(cookie, eventId, { ticketCode: ancient, scannedAt: minutesAgo(3 * 24 * 60) });
    expect(Date.parse(String(old.attendee?.checkedInAt))).toBeGreaterThanOrEqual(before - 1000);
    // A bad clock cannot take the first place from a real scan either.
    const real = await registration(eventId, "Real Scan", "confirmed", minutesAgo(5));
    expect((await checkIn(cookie, eventId, { ticketCode: real, scannedAt: tomorrow })).result).toBe(
      "already_checked_in",
    );
  });

  it("answers a waitlisted or cancelled code not_confirmed, with the status", async () => {
    const { cookie } = await admin();
    const eventId = await makeEvent();
    const waiting = await registration(eventId, "Waqar Younis", "waitlisted");
    const gone = await registration(eventId, "Cyra Malik", "cancelled");
    expect(await checkIn(cookie, eventId, { ticketCode: waiting.toLowerCase() })).toEqual({
      result: "not_confirmed",
      status: "waitlisted",
      attendee: { name: "Waqar Younis", checkedInAt: null },
    });
    expect(await checkIn(cookie, eventId, { ticketCode: gone })).toMatchObject({
      result: "not_confirmed",
      status: "cancelled",
    });
    expect(await stored(waiting)).toEqual({ checked_in_at: null, checked_in_by: null });
  });
});

describe("the door's ticket list", () => {
  it("holds waitlisted and cancelled codes with their status, and nothing personal", async () => {
    const { cookie } = await admin();
    const eventId = await makeEvent();
    const seat = await registration(eventId, "Sana Iqbal");
    const waiting = await registration(eventId, "Waqar Younis", "waitlisted");
    const gone = await registration(eventId, "Cyra Malik", "cancelled");
    const response = await callApi(`/api/events/checkin/${eventId}/tickets`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const { tickets } = (await response.json()) as { tickets: CheckinTicket[] };
    expect(tickets).toEqual([
      { ticketCode: gone, name: "Cyra Malik", status: "cancelled", checkedInAt: null },
      { ticketCode: seat, name: "Sana Iqbal", status: "confirmed", checkedInAt: null },
      { ticketCode: waiting, name: "Waqar Younis", status: "waitlisted", checkedInAt: null },
    ]);
  });
});

describe("GET /api/events/checkin/:eventId/stats", () => {
  const stats = (eventId: string, cookie?: string) =>
    callApi(`/api/events/checkin/${eventId}/stats`, { headers: cookie ? { Cookie: cookie } : {} });

  it("counts checked-in confirmed tickets of all confirmed tickets, never cached", async () => {
    const { cookie } = await admin();
    const eventId = await makeEvent();
    const codes = [
      await registration(eventId, "One"),
      await registration(eventId, "Two"),
      await registration(eventId, "Three", "confirmed", minutesAgo(3)),
    ];
    await registration(eventId, "Waiting", "waitlisted");
    // A registration checked in, then cancelled, holds no seat: not counted on either side.
    await registration(eventId, "Left", "cancelled", minutesAgo(20));

    const before = await stats(eventId, cookie);
    expect(before.status).toBe(200);
    expect(before.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await before.json()).toEqual({ checkedIn: 1, confirmed: 3 } satisfies CheckinStats);

    await checkIn(cookie, eventId, { ticketCode: codes[0] ?? "" });
    expect(await (await stats(eventId, cookie)).json()).toEqual({ checkedIn: 2, confirmed: 3 });
    expect(await (await stats(await makeEvent(), cookie)).json()).toEqual({ checkedIn: 0, confirmed: 0 });
  });

  it("is for stewards of the event and admins: 403 for other members, 401 for visitors", async () => {
    const owner = await admin();
    const eventId = await makeEvent();
    await registration(eventId, "One");
    const steward = await signUp();
    const outsider = await signUp();
    const assign = await postJson(
      `/api/admin/events/${eventId}/stewards`,
      { email: steward.email },
      owner.cookie,
    );
    expect(assign.status).toBe(201);

    expect((await stats(eventId)).status).toBe(401);
    expect((await stats(eventId, outsider.cookie)).status).toBe(403);
    const asSteward = await stats(eventId, steward.cookie);
    expect(asSteward.status).toBe(200);
    expect(await asSteward.json()).toEqual({ checkedIn: 0, confirmed: 1 });
  });

  it("answers a steward's and an admin's search with names and ticket codes, never an email", async () => {
    const owner = await admin();
    const eventId = await makeEvent();
    const email = `guest-${crypto.randomUUID()}@example.com`;
    const code = await registration(eventId, "Kamran Door", "confirmed", undefined, email);
    await registration(eventId, "Kamran Other");
    const steward = await signUp();
    const assign = await postJson(
      `/api/admin/events/${eventId}/stewards`,
      { email: steward.email },
      owner.cookie,
    );
    expect(assign.status).toBe(201);
    const search = (q: string, cookie: string) =>
      callApi(`/api/events/checkin/${eventId}/search?q=${encodeURIComponent(q)}`, {
        headers: { Cookie: cookie },
      });

    for (const cookie of [steward.cookie, owner.cookie]) {
      // Typing the guest's email still finds them (the steward knows it), but it is not answered.
      const byEmail = await search(email.toUpperCase(), cookie);
      expect(byEmail.status).toBe(200);
      const text = await byEmail.text();
      expect(text).not.toContain("@");
      expect(JSON.parse(text)).toEqual({
        matches: [{ ticketCode: code, name: "Kamran Door", status: "confirmed", checkedInAt: null }],
      });
      const byName = await (await search("kamran", cookie)).text();
      expect(byName).not.toContain("@");
      expect((JSON.parse(byName) as { matches: { name: string }[] }).matches.map((m) => m.name)).toEqual([
        "Kamran Door",
        "Kamran Other",
      ]);
    }
  });
});
