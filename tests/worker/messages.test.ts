import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { Conversation, Inbox, SendMessageResult } from "../../worker/contract/messages";
import { STRANGER_CONVERSATIONS_PER_DAY } from "../../worker/domain/messages/start";
import { makeAdmin, PASSWORD } from "./accounts-helpers";
import {
  connectMembers,
  json,
  member,
  openSocket,
  send,
  shareProfile,
  storedMessages,
} from "./messages-helpers";

const write = (cookie: string, to: string, text: string, key?: string) =>
  send("POST", "/api/messages", cookie, { to, text }, key ? { "Idempotency-Key": key } : {});

describe("who can write to whom", () => {
  it("refuses a message to a member who neither shares their profile nor is connected", async () => {
    const a = await member();
    const b = await member();
    const body = await json<ErrorBody>(await write(a.cookie, b.userId, "Salam!"), 403);
    expect(body.error.message).toMatch(/only from their connections/);
    expect(await storedMessages(a.userId)).toEqual([]);
  });

  it("lets connected members write, and a member who shares their profile be written to", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    await connectMembers(a.userId, b.userId);
    await shareProfile(c.userId);
    await json<SendMessageResult>(await write(a.cookie, b.userId, "To my connection"), 201);
    await json<SendMessageResult>(await write(a.cookie, c.userId, "To a sharing member"), 201);
    // c does not share back and is not connected, but may answer the member who wrote first.
    await json<SendMessageResult>(await write(c.cookie, a.userId, "Answer"), 201);
    expect(await storedMessages(a.userId)).toEqual(["To my connection", "To a sharing member"]);
    expect(await storedMessages(c.userId)).toEqual(["Answer"]);
  });

  it("asks visitors to sign in", async () => {
    const b = await member();
    expect((await write("", b.userId, "hello")).status).toBe(401);
  });

  it("blocks messages both ways once either member blocks", async () => {
    const a = await member();
    const b = await member();
    await connectMembers(a.userId, b.userId);
    await json(await send("PUT", `/api/messages/${a.userId}/block`, b.cookie));
    expect((await write(a.cookie, b.userId, "Still there?")).status).toBe(403);
    expect((await write(b.cookie, a.userId, "Bye")).status).toBe(403);
    const view = await json<Conversation>(await send("GET", `/api/messages/${a.userId}`, b.cookie));
    expect(view).toMatchObject({ blocked: true, canMessage: false, canListen: false });
    await json(await send("DELETE", `/api/messages/${a.userId}/block`, b.cookie));
    await json(await write(a.cookie, b.userId, "Back again"), 201);
  });

  it("limits new conversations with strangers per day", async () => {
    const spammer = await member();
    for (let i = 0; i < STRANGER_CONVERSATIONS_PER_DAY; i++) {
      const target = await member();
      await shareProfile(target.userId);
      await json(await write(spammer.cookie, target.userId, `Offer ${i}`), 201);
    }
    const one = await member();
    await shareProfile(one.userId);
    expect((await write(spammer.cookie, one.userId, "One more")).status).toBe(429);
    // A connection is not a stranger: no limit there.
    const friend = await member();
    await connectMembers(spammer.userId, friend.userId);
    await json(await write(spammer.cookie, friend.userId, "Hi friend"), 201);
  }, 30_000);
});

describe("sending once", () => {
  it("stores a message once when the same Idempotency-Key is sent again", async () => {
    const a = await member();
    const b = await member();
    await connectMembers(a.userId, b.userId);
    const key = crypto.randomUUID();
    const first = await json<SendMessageResult>(await write(a.cookie, b.userId, "Only once", key), 201);
    const again = await write(a.cookie, b.userId, "Only once", key);
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect((await json<SendMessageResult>(again, 201)).message.id).toBe(first.message.id);
    expect(await storedMessages(a.userId)).toEqual(["Only once"]);
  });
});

describe("live delivery", () => {
  it("sends a message posted over HTTP to a socket open in the same conversation", async () => {
    const a = await member();
    const b = await member();
    await connectMembers(a.userId, b.userId);
    const live = await openSocket(b.cookie, a.userId);
    expect(live.response.status).toBe(101);
    await json(await write(a.cookie, b.userId, "Live hello"), 201);
    expect(await live.next()).toMatchObject({
      type: "message",
      message: { text: "Live hello", senderId: a.userId },
    });
    live.socket?.close(1000, "done");
  });

  it("refuses a socket from another site or without a session", async () => {
    const a = await member();
    const b = await member();
    expect((await openSocket(a.cookie, b.userId, "https://evil.example")).response.status).toBe(403);
    expect((await openSocket("", b.userId)).response.status).toBe(401);
  });
});

describe("unread counts and read receipts", () => {
  it("counts unread messages until the conversation is read, then tells the sender", async () => {
    const a = await member("Ayesha Khan");
    const b = await member("Bilal Ahmed");
    await connectMembers(a.userId, b.userId);
    await json(await write(a.cookie, b.userId, "One"), 201);
    await json(await write(a.cookie, b.userId, "Two"), 201);

    const inbox = await json<Inbox>(await send("GET", "/api/messages", b.cookie));
    expect(inbox.unread).toBe(2);
    expect(inbox.conversations[0]).toMatchObject({
      partner: { id: a.userId, name: "Ayesha Khan" },
      lastMessage: { text: "Two" },
      unread: 2,
    });
    expect(await json(await send("GET", "/api/messages/unread-count", b.cookie))).toEqual({ count: 2 });
    // The sender has read their own messages.
    expect(await json(await send("GET", "/api/messages/unread-count", a.cookie))).toEqual({ count: 0 });

    const senderScreen = await openSocket(a.cookie, b.userId);
    await json(await send("POST", `/api/messages/${a.userId}/read`, b.cookie));
    expect(await senderScreen.next()).toEqual({ type: "read", userId: b.userId, seq: 2 });
    expect(await json(await send("GET", "/api/messages/unread-count", b.cookie))).toEqual({ count: 0 });
    const seen = await json<Conversation>(await send("GET", `/api/messages/${b.userId}`, a.cookie));
    expect(seen.partnerReadSeq).toBe(2);
    expect(seen.messages.map((m) => m.text)).toEqual(["One", "Two"]);
    senderScreen.socket?.close(1000, "done");
  });
});

describe("reports and privacy", () => {
  it("shows admins who reported whom and why, never the messages", async () => {
    const a = await member();
    const b = await member();
    const admin = await member("Sana Admin");
    await makeAdmin(admin.email);
    await connectMembers(a.userId, b.userId);
    await json(await write(a.cookie, b.userId, "secret words"), 201);
    await json(
      await send("POST", `/api/messages/${a.userId}/report`, b.cookie, { reason: "Spam offers" }),
      201,
    );
    const listing = await send("GET", "/api/admin/reports/messages", admin.cookie);
    const text = await listing.clone().text();
    const { reports } = await json<{ reports: { id: string; reason: string; reported: { id: string } }[] }>(
      listing,
    );
    expect(reports.find((r) => r.reported.id === a.userId)?.reason).toBe("Spam offers");
    expect(text).not.toContain("secret words");
    expect((await send("GET", "/api/admin/reports/messages", a.cookie)).status).toBe(403);
  });

  it("puts messages in the data export and removes them with the account", async () => {
    const a = await member();
    const b = await member();
    await connectMembers(a.userId, b.userId);
    await json(await write(a.cookie, b.userId, "For the export"), 201);
    const exported = await send("GET", "/api/privacy/export", a.cookie);
    expect(await exported.text()).toContain("For the export");
    await json(
      await send("POST", "/api/privacy/delete-account", a.cookie, { password: PASSWORD, confirm: "DELETE" }),
    );
    expect(await storedMessages(a.userId)).toEqual([]);
    const inbox = await json<Inbox>(await send("GET", "/api/messages", b.cookie));
    expect(inbox.conversations).toEqual([]);
  });
});
