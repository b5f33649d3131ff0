import { DurableObject } from "cloudflare:workers";
import { type DirectMessage, type LiveEvent, TYPING_SIGNAL } from "../contract/messages";
import { createDb } from "../db/client";
import { MEMBER_HEADER } from "../domain/messages/member-header";
import type { ConversationRoomRpc } from "../domain/messages/rooms";
import { type StoreMessageInput, storeMessage } from "../domain/messages/store";

/**
 * One conversation's live room. Sockets are accepted with the hibernation API, so an idle open
 * conversation costs nothing: the object may sleep and wakes for the next message. Sends go through
 * `deliver` one at a time (a promise chain: awaiting D1 would otherwise let the next send interleave),
 * are stored in D1 (the durable copy the inbox and the export read) and then fanned out.
 */
export class ConversationRoom extends DurableObject<Env> implements ConversationRoomRpc {
  private sending: Promise<unknown> = Promise.resolve();

  async fetch(request: Request): Promise<Response> {
    const memberId = request.headers.get(MEMBER_HEADER);
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !memberId) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [memberId]);
    return new Response(null, { status: 101, webSocket: client });
  }

  deliver(input: StoreMessageInput): Promise<DirectMessage> {
    const next = this.sending.then(async () => {
      const message = await storeMessage(createDb(this.env.DB), input);
      this.broadcast({ type: "message", message });
      return message;
    });
    this.sending = next.catch(() => undefined);
    return next;
  }

  async announce(event: LiveEvent): Promise<void> {
    this.broadcast(event);
  }

  /**
   * A "ping" is answered so the app can tell a live socket from a dead one; "typing" is passed on to
   * the other member's sockets as it comes (never stored: it means nothing a few seconds later). The
   * sender is the member the socket was accepted for (its tag), never something the client claims.
   */
  async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (data === "ping") socket.send("pong");
    if (data !== TYPING_SIGNAL) return;
    const [memberId] = this.ctx.getTags(socket);
    if (!memberId) return;
    const event = JSON.stringify({ type: "typing", userId: memberId } satisfies LiveEvent);
    for (const other of this.ctx.getWebSockets()) {
      if (this.ctx.getTags(other)[0] === memberId) continue;
      try {
        other.send(event);
      } catch {
        // Closing at this moment: typing is worth nothing later anyway.
      }
    }
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 (no code, abnormal) cannot be sent back; close with a normal code instead.
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed (the runtime may answer the close itself).
    }
  }

  private broadcast(event: LiveEvent): void {
    const text = JSON.stringify(event);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A socket closing at this moment: its member reloads the conversation when they come back.
      }
    }
  }
}
