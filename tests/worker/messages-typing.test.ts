// "Typing..." goes live through the conversation's Durable Object to the other member's socket, named
// by the socket's own member (never by what the client claims), and is never stored.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { connectMembers, json, member, openSocket, send } from "./messages-helpers";

describe("typing state", () => {
  it("tells the other member's socket who is typing, not the typist's own, and stores nothing", async () => {
    const a = await member();
    const b = await member();
    await connectMembers(a.userId, b.userId);
    const aLive = await openSocket(a.cookie, b.userId);
    const bLive = await openSocket(b.cookie, a.userId);

    aLive.socket?.send("typing");
    expect(await bLive.next()).toEqual({ type: "typing", userId: a.userId });

    // The typist's own socket heard nothing of it: its next event is the message that follows.
    await json(await send("POST", "/api/messages", a.cookie, { to: b.userId, text: "Done typing" }), 201);
    expect(await aLive.next()).toMatchObject({ type: "message", message: { text: "Done typing" } });
    expect(await bLive.next()).toMatchObject({ type: "message", message: { text: "Done typing" } });

    const stored = await env.DB.prepare("select count(*) as n from direct_messages where sender_id = ?")
      .bind(a.userId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    aLive.socket?.close(1000, "done");
    bLive.socket?.close(1000, "done");
  });
});
