// Web Push (issue 21): members turn push on per device and switch kinds off; a pushed event writes a
// push_outbox row with its notice (or message), and the sppc-push consumer encrypts it in the member's
// language and sends it to a local fake push service, which decrypts it as the phone would.
// Use-cases are called directly (not through the API), so no real queue consumer races the test's own.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { consumePushes } from "../../worker/background/push-queue";
import type { PushSettings } from "../../worker/contract/push";
import { createDb } from "../../worker/db/client";
import { queueEventReminders } from "../../worker/domain/events/reminders";
import { runMembershipRenewals } from "../../worker/domain/membership/renewals";
import { conversationRooms } from "../../worker/domain/messages/rooms";
import { sendMessage } from "../../worker/domain/messages/send";
import { requestConnection } from "../../worker/domain/network/connection-requests";
import { notificationInsert } from "../../worker/domain/notifications/notify";
import { exportMemberData } from "../../worker/domain/privacy/export";
import { pushServiceHosts } from "../../worker/domain/push/endpoint-policy";
import { takeExpectedPushes } from "../../worker/domain/push/fanout";
import type { PushQueueMessage } from "../../worker/domain/push/queue";
import { webPushSender } from "../../worker/domain/push/sender";
import { saveSubscription, setPushKind } from "../../worker/domain/push/subscriptions";
import { send } from "./accounts-helpers";
import { countRows, memberWithSession, quietMember } from "./network-helpers";
import { fakePushService, makeVapid } from "./push-fake-service";
import { localOutbox } from "./test-outbox";

/** The test run's PUSH_SERVICE_HOSTS (vitest.config.ts), which allows the fake push service. */
const hosts = pushServiceHosts(env.PUSH_SERVICE_HOSTS);
let vapid: Awaited<ReturnType<typeof makeVapid>>;
beforeAll(async () => {
  vapid = await makeVapid();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh fake push service standing in for the network (the worker's outbound fetch). */
function pushService() {
  const service = fakePushService();
  vi.stubGlobal("fetch", service.fetch);
  return service;
}

const setLanguage = (userId: string, language: string) =>
  env.DB.prepare("update members set preferred_language = ? where user_id = ?").bind(language, userId).run();

const pendingPushes = async (userId: string) =>
  (
    await env.DB.prepare("select id from push_outbox where user_id = ?").bind(userId).all<{ id: string }>()
  ).results.map((row) => row.id);

/** Delivers ids as the sppc-push queue would, with the test's VAPID keys as the worker's secrets. */
async function deliver(ids: string[]) {
  const batch = createMessageBatch<PushQueueMessage>(
    "sppc-push",
    ids.map((pushId, index) => ({ id: `p-${index}`, timestamp: new Date(), attempts: 1, body: { pushId } })),
  );
  const ctx = createExecutionContext();
  await consumePushes(batch, { ...env, ...vapid });
  return getQueueResult(batch, ctx);
}

describe("turning push on and off", () => {
  it("stores one row per device for the member, switches kinds, and forgets the device on unsubscribe", async () => {
    const service = fakePushService();
    const member = await memberWithSession();
    const phone = await service.device();

    const subscribed = await send("PUT", "/api/push/subscription", member.cookie, phone);
    expect(subscribed.status).toBe(200);
    expect(((await subscribed.json()) as PushSettings).endpoints).toEqual([phone.endpoint]);
    // The same device again (new keys after a reinstall) stays one row.
    await send("PUT", "/api/push/subscription", member.cookie, phone);
    expect(await countRows("select count(*) as n from push_subscriptions where user_id = ?", member.id)).toBe(
      1,
    );

    const switched = await send("PUT", "/api/push/kinds/mention", member.cookie, { enabled: false });
    expect(((await switched.json()) as PushSettings).kinds).toMatchObject({ mention: false, message: true });
    // The data export lists the device and the switch (never the device's keys).
    const exported = await exportMemberData(createDb(env.DB), member.id);
    expect(exported?.pushNotifications).toEqual({
      devices: [{ endpoint: phone.endpoint, since: expect.any(String) }],
      kindsSwitchedOff: ["mention"],
    });

    const removed = await send("DELETE", "/api/push/subscription", member.cookie, {
      endpoint: phone.endpoint,
    });
    expect(((await removed.json()) as PushSettings).endpoints).toEqual([]);
    expect(await countRows("select count(*) as n from push_subscriptions where user_id = ?", member.id)).toBe(
      0,
    );
  });

  it("refuses a visitor, a push endpoint that is not https, and an unknown kind", async () => {
    const member = await memberWithSession();
    const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
    expect(
      (await send("PUT", "/api/push/subscription", "", { endpoint: "https://x.example/1", keys })).status,
    ).toBe(401);
    const plain = await send("PUT", "/api/push/subscription", member.cookie, {
      endpoint: "http://x.example/1",
      keys,
    });
    expect(plain.status).toBe(422);
    expect((await send("PUT", "/api/push/kinds/likes", member.cookie, { enabled: false })).status).toBe(422);
  });
});

describe("sending", () => {
  it("encrypts a connection request for the addressee's phone, in their language, opening the requester", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const asker = await quietMember({ firstName: "Imran", lastName: "Qureshi" });
    const addressee = await quietMember({ shares: true });
    await setLanguage(addressee.id, "ur");
    await saveSubscription(db, addressee.id, await service.device(), hosts);

    await requestConnection(db, asker.id, addressee.id);
    const ids = await pendingPushes(addressee.id);
    expect(ids).toHaveLength(1);
    // What the API's middleware queues after the answer.
    expect(takeExpectedPushes(db)).toEqual(ids);

    const result = await deliver(ids);
    expect(result.explicitAcks).toHaveLength(1);
    expect(service.shown).toHaveLength(1);
    const [shown] = service.shown;
    expect(shown?.payload).toMatchObject({
      title: "Imran Qureshi آپ سے رابطہ جوڑنا چاہتے ہیں",
      url: `/profile/${asker.id}`,
    });
    // Signed with the worker's VAPID key (RFC 8292), which the browser subscribed with (the fake
    // service checked the token's signature, audience and expiry), encrypted as aes128gcm (RFC 8291).
    expect(shown?.headers.get("authorization")).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.VAPID_PUBLIC_KEY}$`),
    );
    expect(Object.fromEntries(shown?.headers ?? [])).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "43200",
      // Not a message: it may wait until the phone wakes.
      urgency: "normal",
      topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect(shown?.headers.has("crypto-key")).toBe(false);
    expect(shown?.headers.has("encryption")).toBe(false);
    expect(await pendingPushes(addressee.id)).toEqual([]);
  });

  it("sends messages with high urgency and one Topic per conversation, so an offline phone gets the newest", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const rooms = conversationRooms(env.CONVERSATIONS);
    const sana = await quietMember({ shares: true });
    const omar = await quietMember({ shares: true });
    const reader = await quietMember({ shares: true });
    await saveSubscription(db, reader.id, await service.device(), hosts);

    for (const [from, text] of [
      [sana.id, "First"],
      [sana.id, "Second"],
      [omar.id, "Hello"],
    ] as const) {
      await sendMessage({ db, rooms }, { from, to: reader.id, text });
      await deliver(await pendingPushes(reader.id));
    }

    expect(service.shown.map((shown) => shown.payload.body)).toEqual(["First", "Second", "Hello"]);
    expect(service.shown.map((shown) => shown.headers.get("urgency"))).toEqual(["high", "high", "high"]);
    const [first, second, other] = service.shown.map((shown) => shown.headers.get("topic"));
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });

  it("never fetches a device stored before the endpoint rule: it is dropped, and the member's phone still gets the push", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const sender = await quietMember({ shares: true });
    const reader = await quietMember({ shares: true });
    const phone = await service.device();
    await saveSubscription(db, reader.id, phone, hosts);
    const planted = ["https://127.0.0.1:8787/listener", "https://0x7f000001/x", "https://evil.example/push"];
    for (const endpoint of planted) {
      await env.DB.prepare(
        "insert into push_subscriptions (endpoint, user_id, p256dh, auth) values (?, ?, ?, ?)",
      )
        .bind(endpoint, reader.id, phone.keys.p256dh, phone.keys.auth)
        .run();
    }

    await sendMessage(
      { db, rooms: conversationRooms(env.CONVERSATIONS) },
      { from: sender.id, to: reader.id, text: "Are you coming?" },
    );
    const result = await deliver(await pendingPushes(reader.id));

    expect(service.requests).toEqual([phone.endpoint]);
    expect(result.explicitAcks).toHaveLength(1);
    const devices = await env.DB.prepare("select endpoint from push_subscriptions where user_id = ?")
      .bind(reader.id)
      .all<{ endpoint: string }>();
    expect(devices.results.map((row) => row.endpoint)).toEqual([phone.endpoint]);
  });

  it("shortens a payload too long for one push (an admin's long event name) instead of failing it forever", async () => {
    const service = pushService();
    const phone = await service.device();
    const sender = webPushSender({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateJwk: vapid.VAPID_PRIVATE_KEY,
      subject: vapid.VAPID_SUBJECT,
    });
    const payload = { title: "ع".repeat(3000), body: "x".repeat(3000), url: "/tickets", tag: "event:1" };

    const outcome = await sender.send(
      { endpoint: phone.endpoint, ...phone.keys },
      { payload, urgency: "normal", topic: "event-1" },
    );
    expect(outcome).toBe("sent");
    expect(service.shown[0]?.payload).toEqual({ ...payload, title: "ع".repeat(200), body: "x".repeat(400) });
  });

  it("sends a new message to every device in Arabic, and a 410 from the push service removes that device", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const sender = await quietMember({ firstName: "Sana", lastName: "Mirza", shares: true });
    const reader = await quietMember({ shares: true });
    await setLanguage(reader.id, "ar");
    const phone = await service.device();
    const oldTablet = await service.device({ gone: true });
    await saveSubscription(db, reader.id, phone, hosts);
    await saveSubscription(db, reader.id, oldTablet, hosts);

    await sendMessage(
      { db, rooms: conversationRooms(env.CONVERSATIONS) },
      { from: sender.id, to: reader.id, text: "Is the engineers' meetup on Friday?" },
    );
    await deliver(await pendingPushes(reader.id));

    expect(service.shown.map((shown) => shown.payload)).toEqual([
      {
        title: "رسالة جديدة من Sana Mirza",
        body: "Is the engineers' meetup on Friday?",
        url: `/messages/${sender.id}`,
        tag: `message:/messages/${sender.id}`,
      },
    ]);
    expect(service.requests).toContain(oldTablet.endpoint);
    const devices = await env.DB.prepare("select endpoint from push_subscriptions where user_id = ?")
      .bind(reader.id)
      .all<{ endpoint: string }>();
    expect(devices.results.map((row) => row.endpoint)).toEqual([phone.endpoint]);
  });

  it("sends nothing for a kind the member switched off", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const sender = await quietMember({ shares: true });
    const reader = await quietMember({ shares: true });
    await saveSubscription(db, reader.id, await service.device(), hosts);
    await setPushKind(db, reader.id, "message", false);

    await sendMessage(
      { db, rooms: conversationRooms(env.CONVERSATIONS) },
      { from: sender.id, to: reader.id, text: "Salaam!" },
    );
    const ids = await pendingPushes(reader.id);
    expect(ids).toHaveLength(1);
    const result = await deliver(ids);

    expect(service.requests).toEqual([]);
    expect(result.explicitAcks).toHaveLength(ids.length);
    expect(await pendingPushes(reader.id)).toEqual([]);
  });

  it("pushes a waitlist promotion in English but not the member's own registration", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const member = await quietMember();
    await saveSubscription(db, member.id, await service.device(), hosts);
    const rsvpNotice = (status: string) =>
      notificationInsert(db, {
        userId: member.id,
        kind: "rsvp",
        link: "/events/riyadh-engineers-meetup",
        data: { event: "Riyadh Engineers Meetup", status },
      });

    await rsvpNotice("confirmed");
    expect(await pendingPushes(member.id)).toEqual([]);
    await rsvpNotice("promoted");
    await deliver(await pendingPushes(member.id));

    expect(service.shown.map((shown) => shown.payload)).toMatchObject([
      { title: "You have a seat at Riyadh Engineers Meetup", url: "/events/riyadh-engineers-meetup" },
    ]);
  });

  it("writes no push for a member without a device", async () => {
    const db = createDb(env.DB);
    const asker = await quietMember();
    const addressee = await quietMember({ shares: true });
    await requestConnection(db, asker.id, addressee.id);
    expect(await pendingPushes(addressee.id)).toEqual([]);
  });

  it("reminds a seat holder the day before, once however often the cron runs", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const member = await quietMember();
    await saveSubscription(db, member.id, await service.device(), hosts);
    const eventId = crypto.randomUUID();
    const starts = new Date(Date.now() + 12 * 3_600_000);
    await env.DB.prepare(
      `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
         registration_open)
       values (?, ?, 'Karachi Diaspora Evening', 'riyadh', 'Networking', 'x', 'Hall', 'Olaya St', ?, ?, 5, 1)`,
    )
      .bind(
        eventId,
        `push-${eventId}`,
        starts.toISOString(),
        new Date(starts.getTime() + 3_600_000).toISOString(),
      )
      .run();
    await env.DB.prepare(
      `insert into rsvps (id, event_id, user_id, name, email, phone, profession, company, status, queued_at,
         ticket_code, cancel_token, confirmed_at)
       values (?, ?, ?, 'Seat Holder', ?, '+966500000000', 'Engineer', 'Co', 'confirmed', ?, ?, ?, ?)`,
    )
      .bind(
        crypto.randomUUID(),
        eventId,
        member.id,
        `${member.id}@example.com`,
        Date.now(),
        crypto.randomUUID().slice(0, 8),
        crypto.randomUUID(),
        new Date(Date.now() - 2 * 86_400_000).toISOString(),
      )
      .run();

    await queueEventReminders(db, localOutbox(), new Date(), "http://localhost");
    await deliver(await pendingPushes(member.id));
    await queueEventReminders(db, localOutbox(), new Date(), "http://localhost");
    expect(await pendingPushes(member.id)).toEqual([]);

    expect(service.shown.map((shown) => shown.payload)).toMatchObject([
      { title: "Reminder: Karachi Diaspora Evening is coming up", url: "/tickets" },
    ]);
  });

  it("reminds a member of their renewal in their language", async () => {
    const service = pushService();
    const db = createDb(env.DB);
    const member = await quietMember();
    await env.DB.prepare(
      `update members set membership_tier = 'premium', subscription_status = 'active', preferred_language = 'ar',
         membership_valid_until = ? where user_id = ?`,
    )
      .bind(new Date(Date.now() + 5 * 86_400_000).toISOString(), member.id)
      .run();
    await saveSubscription(db, member.id, await service.device(), hosts);

    await runMembershipRenewals(db, localOutbox(), new Date(), { siteUrl: "http://localhost" });
    await deliver(await pendingPushes(member.id));

    expect(service.shown.map((shown) => shown.payload)).toMatchObject([
      { title: "تنتهي عضويتك خلال 7 يومًا", url: "/subscription" },
    ]);
  });
});
