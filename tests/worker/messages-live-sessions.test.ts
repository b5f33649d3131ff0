// A conversation's live socket belongs to the session that opened it: when that session ends (sign-out,
// a password change on another device, suspension, deletion) or a block comes between the members, the
// socket is closed within a second and hears nothing more. Sockets open only for an existing partner
// the member may message.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIVE_CLOSE } from "../../worker/contract/live";
import type { Conversation } from "../../worker/contract/messages";
import { PASSWORD, signIn } from "./accounts-helpers";
import { admin } from "./admin-members-helpers";
import { connectMembers, json, member, openSocket, send, shareProfile } from "./messages-helpers";

/** Two connected members, B's socket open in their conversation (and A's, to see what still flows). */
async function pairWithSockets() {
  const a = await member("Amina Live");
  const b = await member("Bilal Live");
  await connectMembers(a.userId, b.userId);
  const aLive = await openSocket(a.cookie, b.userId);
  const bLive = await openSocket(b.cookie, a.userId);
  expect(aLive.socket && bLive.socket).toBeTruthy();
  return { a, b, aLive, bLive };
}

type Live = Awaited<ReturnType<typeof openSocket>>;

/** A writes; A's own socket hearing it shows it was fanned out, and B's closed socket heard nothing. */
async function expectNothingMoreFor(bLive: Live, aLive: Live, a: { cookie: string }, bId: string) {
  const text = `After the end ${crypto.randomUUID().slice(0, 6)}`;
  await json(await send("POST", "/api/messages", a.cookie, { to: bId, text }), 201);
  expect(await aLive.next()).toMatchObject({ type: "message", message: { text } });
  expect(JSON.stringify(bLive.events)).not.toContain(text);
}

describe("a live socket ends with its session", () => {
  it("closes on sign-out, and the signed-out socket receives no later message", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    expect((await send("POST", "/api/auth/sign-out", b.cookie, {})).status).toBe(200);
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.sessionEnded });
    expect(await aLive.closed(50)).toBeNull();
    await expectNothingMoreFor(bLive, aLive, a, b.userId);
  });

  it("closes the other device's socket when the password is changed there", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    const other = await signIn(b.email);
    const changed = await send("POST", "/api/auth/change-password", other.cookie, {
      currentPassword: PASSWORD,
      newPassword: "Badshahi Mosque 1673!",
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.sessionEnded });
    await expectNothingMoreFor(bLive, aLive, a, b.userId);
  });

  it("closes the sockets of sessions revoked from another device, and keeps that device's", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    const other = await signIn(b.email);
    const otherLive = await openSocket(other.cookie, a.userId);
    expect((await send("POST", "/api/auth/revoke-other-sessions", other.cookie, {})).status).toBe(200);
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.sessionEnded });
    const text = "Only the device still signed in";
    await json(await send("POST", "/api/messages", a.cookie, { to: b.userId, text }), 201);
    expect(await otherLive.next()).toMatchObject({ type: "message", message: { text } });
    expect(await aLive.next()).toMatchObject({ type: "message", message: { text } });
    expect(JSON.stringify(bLive.events)).not.toContain(text);
    otherLive.socket?.close(1000, "done");
  });

  it("closes a suspended member's socket", async () => {
    const { b, aLive, bLive } = await pairWithSockets();
    const staff = await admin();
    await json(
      await send("POST", `/api/admin/members/${b.userId}/suspend`, staff.cookie, { reason: "Spam" }),
      200,
    );
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.sessionEnded });
    // Messages to a suspended member are refused anyway; A's own socket stays open.
    expect(await aLive.closed(50)).toBeNull();
    expect(bLive.events).toEqual([]);
  });

  it("closes every socket of a deleted account, and keeps no row naming it", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    const other = await signIn(b.email);
    await json(
      await send("POST", "/api/privacy/delete-account", other.cookie, {
        password: PASSWORD,
        confirm: "DELETE",
      }),
    );
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.sessionEnded });
    const left = await env.DB.prepare(
      "select count(*) as n from live_conversations where user_id = ?1 or partner_id = ?1",
    )
      .bind(b.userId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    // Nothing can be sent to the deleted account, live or not.
    const write = await send("POST", "/api/messages", a.cookie, { to: b.userId, text: "Still there?" });
    expect(write.status).toBe(404);
    expect(aLive.events).toEqual([]);
  });

  it("closes both members' sockets on a block", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    await json(await send("PUT", `/api/messages/${a.userId}/block`, b.cookie), 200);
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.notAllowed });
    expect(await aLive.closed()).toMatchObject({ code: LIVE_CLOSE.notAllowed });
    // Neither can open a new one while the block stands.
    expect((await openSocket(a.cookie, b.userId)).response.status).toBe(403);
  });

  it("re-checks every receiver before a broadcast: an expired session's socket is closed and told nothing", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    // Expired without any hook running (as time alone would end it).
    await env.DB.prepare("update session set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1000, b.userId)
      .run();
    // Its typing reaches nobody either.
    bLive.socket?.send("typing");
    await expectNothingMoreFor(bLive, aLive, a, b.userId);
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.sessionEnded });
    expect(aLive.events).toEqual([]);
  });
});

describe("the re-check before every broadcast", () => {
  it("sends a read receipt to no one once a block stands, however it was stored", async () => {
    const { a, b, aLive, bLive } = await pairWithSockets();
    await json(await send("POST", "/api/messages", a.cookie, { to: b.userId, text: "Read me" }), 201);
    expect(await aLive.next()).toMatchObject({ type: "message" });
    expect(await bLive.next()).toMatchObject({ type: "message" });
    // Stored without the block route (so nothing closed the sockets): only the re-check stands.
    await env.DB.prepare("insert into message_blocks (blocker_id, blocked_id) values (?, ?)")
      .bind(a.userId, b.userId)
      .run();
    await json(await send("POST", `/api/messages/${a.userId}/read`, b.cookie, {}));
    expect(await aLive.closed()).toMatchObject({ code: LIVE_CLOSE.notAllowed });
    expect(await bLive.closed()).toMatchObject({ code: LIVE_CLOSE.notAllowed });
    expect(aLive.events).toEqual([]);
  });
});

describe("who may open a live socket", () => {
  it("refuses a nonexistent member and one you may not message, before any room is made", async () => {
    const a = await member("Amina Asks");
    const stranger = await member("Sara Stranger");
    const missing = await openSocket(a.cookie, crypto.randomUUID());
    expect(missing.response.status).toBe(404);
    const refused = await openSocket(a.cookie, stranger.userId);
    expect(refused.response.status).toBe(403);
    const recorded = await env.DB.prepare("select count(*) as n from live_conversations where user_id = ?")
      .bind(a.userId)
      .first<{ n: number }>();
    expect(recorded?.n).toBe(0);
  });

  it("lets a member wait live for someone who may write to them, though they cannot write first", async () => {
    const writer = await member("Adil Writer");
    const sharer = await member("Basma Shares");
    await shareProfile(sharer.userId);
    const waiting = await json<Conversation>(
      await send("GET", `/api/messages/${writer.userId}`, sharer.cookie),
    );
    expect(waiting).toMatchObject({ canMessage: false, canListen: true });
    const sharerLive = await openSocket(sharer.cookie, writer.userId);
    expect(sharerLive.socket).not.toBeNull();
    await json(
      await send("POST", "/api/messages", writer.cookie, { to: sharer.userId, text: "First word" }),
      201,
    );
    expect(await sharerLive.next()).toMatchObject({ type: "message", message: { text: "First word" } });
    // Strangers who may write neither way are told so, and refused.
    const stranger = await member("Sara Stranger");
    const closed = await json<Conversation>(
      await send("GET", `/api/messages/${stranger.userId}`, writer.cookie),
    );
    expect(closed).toMatchObject({ canMessage: false, canListen: false });
    sharerLive.socket?.close(1000, "done");
  });
});
