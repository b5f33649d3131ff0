import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationsPage } from "../../worker/contract/notifications";
import { createDb } from "../../worker/db/client";
import { notifyMembershipChange } from "../../worker/domain/membership/notices";
import { notify } from "../../worker/domain/notifications/notify";
import { makeAdmin, ORIGIN, postJson, signIn, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { makeRsvpDetails } from "./events-helpers";
import { setProfile, userIdOf } from "./search-fixtures";

const db = () => createDb(env.DB);

async function member() {
  const account = await signUp();
  return { ...account, id: await userIdOf(account.email) };
}

async function unread(cookie: string): Promise<number> {
  const response = await callApi("/api/notifications/unread-count", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

async function list(cookie: string, cursor = ""): Promise<NotificationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const response = await callApi(`/api/notifications${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationsPage;
}

let reader: Awaited<ReturnType<typeof member>>;
let actor: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  reader = await member();
  actor = await member();
  await setProfile(actor.id, { firstName: "Zainab", lastName: "Malik", title: "Architect" });
});

describe("notifications API", () => {
  it("is for signed-in members only", async () => {
    expect((await callApi("/api/notifications")).status).toBe(401);
    expect((await callApi("/api/notifications/unread-count")).status).toBe(401);
    expect((await postJson("/api/notifications/read", { all: true })).status).toBe(401);
  });

  it("lists the member's notices newest first with the actor's name, and counts the unread", async () => {
    const me = await member();
    await notify(db(), {
      userId: me.id,
      kind: "like",
      actorUserId: actor.id,
      link: "/?post=p1",
      data: { excerpt: "Hello" },
    });
    await notify(db(), { userId: me.id, kind: "comment", actorUserId: actor.id, link: "/?post=p1" });
    await notifyMembershipChange(db(), me.id, "premium");
    expect(await unread(me.cookie)).toBe(3);
    const page = await list(me.cookie);
    expect(page.notifications.map((n) => n.kind).sort()).toEqual(["comment", "like", "membership"]);
    const times = page.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.notifications.find((n) => n.kind === "like")).toMatchObject({
      actor: { id: actor.id, name: "Zainab Malik" },
      link: "/?post=p1",
      data: { excerpt: "Hello" },
      readAt: null,
    });
    expect(page.notifications.find((n) => n.kind === "membership")).toMatchObject({
      actor: null,
      link: "/subscription",
      data: { tier: "premium" },
    });
    expect(page.nextCursor).toBeNull();
  });

  it("never notifies members of their own actions", async () => {
    await notify(db(), { userId: actor.id, kind: "like", actorUserId: actor.id });
    expect(await unread(actor.cookie)).toBe(0);
  });

  it("pages with a cursor, without repeating or skipping", async () => {
    const me = await member();
    for (let n = 0; n < 25; n += 1) {
      await notify(db(), { userId: me.id, kind: "like", actorUserId: actor.id, data: { excerpt: `#${n}` } });
    }
    const first = await list(me.cookie);
    expect(first.notifications).toHaveLength(20);
    const second = await list(me.cookie, first.nextCursor ?? "");
    expect(second.notifications).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications].map((n) => n.id);
    expect(new Set(ids).size).toBe(25);
  });

  it("marks one notice read, then all of them", async () => {
    const me = await member();
    for (const kind of ["like", "comment", "mention"] as const) {
      await notify(db(), { userId: me.id, kind, actorUserId: actor.id });
    }
    const [one] = (await list(me.cookie)).notifications;
    const response = await postJson("/api/notifications/read", { ids: [one?.id] }, me.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2 });
    const after = (await list(me.cookie)).notifications;
    expect(after.find((n) => n.id === one?.id)?.readAt).toBeTruthy();
    expect(
      (await postJson("/api/notifications/read", { all: true }, me.cookie).then((r) => r.json())) as object,
    ).toEqual({
      count: 0,
    });
    expect(await unread(me.cookie)).toBe(0);
  });

  it("shows and marks only the member's own notices", async () => {
    const me = await member();
    const other = await member();
    await notify(db(), { userId: other.id, kind: "like", actorUserId: actor.id });
    const [theirs] = (await list(other.cookie)).notifications;
    expect((await list(me.cookie)).notifications).toEqual([]);
    await postJson("/api/notifications/read", { ids: [theirs?.id] }, me.cookie);
    await postJson("/api/notifications/read", { all: true }, me.cookie);
    expect(await unread(other.cookie)).toBe(1);
  });

  it("refuses a read request without ids or all", async () => {
    const response = await postJson("/api/notifications/read", { ids: [] }, reader.cookie);
    expect(response.status).toBe(422);
    expect((await postJson("/api/notifications/read", {}, reader.cookie)).status).toBe(422);
  });
});

describe("RSVP notices", () => {
  async function makeEvent(capacity: number) {
    const id = crypto.randomUUID();
    const starts = new Date(Date.now() + 10 * 86_400_000);
    await env.DB.prepare(
      `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                           whatsapp_group_url, registration_open)
       values (?, ?, 'Khobar Notice Evening', 'khobar', 'Networking', 'x', 'Hall', 'Street', ?, ?, ?, 'https://chat.whatsapp.com/x', 1)`,
    )
      .bind(
        id,
        `test-${id}`,
        starts.toISOString(),
        new Date(starts.getTime() + 3_600_000).toISOString(),
        capacity,
      )
      .run();
    await env.DB.prepare("delete from events where city = 'khobar' and id != ?").bind(id).run();
    return id;
  }

  function rsvp(email: string, cookie = "") {
    return callApi("/api/events/rsvp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({
        ...makeRsvpDetails(email),
        city: "Khobar",
      }),
    });
  }

  it("tells a signed-in member their RSVP is confirmed, then waitlisted, promoted and cancelled", async () => {
    await makeEvent(1);
    const first = await member();
    const second = await member();
    expect((await rsvp(first.email, first.cookie)).status).toBe(201);
    expect((await rsvp(second.email, second.cookie)).status).toBe(201);
    const [confirmed] = (await list(first.cookie)).notifications;
    expect(confirmed).toMatchObject({
      kind: "rsvp",
      link: expect.stringMatching(/^\/events\/test-/),
      data: { event: "Khobar Notice Evening", status: "confirmed" },
      actor: null,
    });
    expect((await list(second.cookie)).notifications[0]?.data.status).toBe("waitlisted");

    const token = await env.DB.prepare("select cancel_token from rsvps where email = ?")
      .bind(first.email)
      .first<string>("cancel_token");
    expect((await postJson("/api/events/rsvp/cancel", { token })).status).toBe(200);
    expect((await list(first.cookie)).notifications[0]?.data.status).toBe("cancelled");
    expect((await list(second.cookie)).notifications[0]?.data.status).toBe("promoted");
    // A second click on the cancel link changes nothing and tells nobody again.
    await postJson("/api/events/rsvp/cancel", { token });
    expect((await list(first.cookie)).notifications).toHaveLength(2);
  });

  it("names the event in the reader's language where it has a version, as written where not", async () => {
    const eventId = await makeEvent(5);
    await env.DB.prepare("update events set name_ar = 'أمسية الخبر' where id = ?").bind(eventId).run();
    const reader = await member();
    expect((await rsvp(reader.email, reader.cookie)).status).toBe(201);
    const noticeIn = async (language: string) =>
      (await list(`${reader.cookie}; lang=${language}`)).notifications[0]?.data.event;
    expect(await noticeIn("ar")).toBe("أمسية الخبر");
    expect(await noticeIn("ur")).toBe("Khobar Notice Evening");
    expect(await noticeIn("en")).toBe("Khobar Notice Evening");
  });

  it("tells the member when an admin cancels their RSVP, and the member promoted in their place", async () => {
    const eventId = await makeEvent(1);
    const seated = await member();
    const waiting = await member();
    await rsvp(seated.email, seated.cookie);
    await rsvp(waiting.email, waiting.cookie);
    const admin = await member();
    await makeAdmin(admin.email);
    const { cookie } = await signIn(admin.email);
    const rsvpId = await env.DB.prepare("select id from rsvps where email = ?")
      .bind(seated.email)
      .first<string>("id");
    const response = await postJson(`/api/admin/events/${eventId}/rsvps/${rsvpId}/cancel`, {}, cookie);
    expect(response.status).toBe(200);
    expect((await list(seated.cookie)).notifications[0]?.data.status).toBe("cancelled");
    expect((await list(waiting.cookie)).notifications[0]?.data.status).toBe("promoted");
  });

  it("leaves visitors' RSVPs out of the bell", async () => {
    await makeEvent(5);
    const before = await env.DB.prepare("select count(*) as n from notifications").first<number>("n");
    expect((await rsvp(uniqueEmail("guest"))).status).toBe(201);
    const after = await env.DB.prepare("select count(*) as n from notifications").first<number>("n");
    expect(after).toBe(before);
  });
});
