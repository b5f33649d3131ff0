import { DurableObject } from "cloudflare:workers";
import { LIVE_CLOSE, LIVE_CLOSE_REASON } from "../contract/live";
import { type DirectMessage, type LiveEvent, TYPING_SIGNAL } from "../contract/messages";
import { createDb } from "../db/client";
import { type CloseSockets, type LiveSocketOwner, liveVerdicts } from "../domain/messages/live-sessions";
import { MEMBER_HEADER, PARTNER_HEADER, SESSION_HEADER } from "../domain/messages/member-header";
import type { ConversationRoomRpc } from "../domain/messages/rooms";
import { type StoreMessageInput, storeMessage } from "../domain/messages/store";

/**
 * One conversation's live room. Sockets are accepted with the hibernation API, so an idle open
 * conversation costs nothing: the object may sleep and wakes for the next message. Sends go through
 * `deliver` one at a time (a promise chain: awaiting D1 would otherwise let the next send interleave),
 * are stored in D1 (the durable copy the inbox and the export read) and then fanned out.
 *
 * Each socket is tagged [member, session, partner]: the end of a session closes its sockets
 * (`closeSockets`, called by worker/domain/messages/live-sessions.ts), and every fan-out first asks
 * D1 whether each receiver's session and right to read still hold, closing the sockets that fail.
 */
export class ConversationRoom extends DurableObject<Env> implements ConversationRoomRpc {
  private sending: Promise<unknown> = Promise.resolve();

  async fetch(request: Request): Promise<Response> {
    const memberId = request.headers.get(MEMBER_HEADER);
    const sessionId = request.headers.get(SESSION_HEADER);
    const partnerId = request.headers.get(PARTNER_HEADER);
    if (
      request.headers.get("Upgrade")?.toLowerCase() !== "websocket" ||
      !memberId ||
      !sessionId ||
      !partnerId
    ) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [memberId, sessionId, partnerId]);
    return new Response(null, { status: 101, webSocket: client });
  }

  deliver(input: StoreMessageInput): Promise<DirectMessage> {
    const next = this.sending.then(async () => {
      const message = await storeMessage(createDb(this.env.DB), input);
      await this.broadcast({ type: "message", message });
      return message;
    });
    this.sending = next.catch(() => undefined);
    return next;
  }

  async announce(event: LiveEvent): Promise<void> {
    await this.broadcast(event);
  }

  async closeSockets(match: CloseSockets): Promise<number> {
    let closed = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const owner = this.ownerOf(socket);
      if (owner && owner.memberId !== match.userId) continue;
      if (owner && match.partnerId && owner.partnerId !== match.partnerId) continue;
      if (owner && match.sessionIds && !match.sessionIds.includes(owner.sessionId)) continue;
      closeQuietly(socket, match.code, match.reason);
      closed += 1;
    }
    return closed;
  }

  /**
   * A "ping" is answered so the app can tell a live socket from a dead one; "typing" is passed on to
   * the other member's sockets as it comes (never stored: it means nothing a few seconds later). The
   * sender is the member the socket was accepted for (its tag), never something the client claims,
   * and it is checked like the receivers: an ended session's socket cannot tell anyone anything.
   */
  async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (data === "ping") socket.send("pong");
    if (data !== TYPING_SIGNAL) return;
    const sender = this.ownerOf(socket);
    if (!sender) {
      closeQuietly(socket, LIVE_CLOSE.sessionEnded, LIVE_CLOSE_REASON.sessionEnded);
      return;
    }
    await this.broadcast({ type: "typing", userId: sender.memberId }, socket);
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 (no code, abnormal) cannot be sent back; close with a normal code instead.
    closeQuietly(socket, code === 1005 || code === 1006 ? 1000 : code, reason);
  }

  private ownerOf(socket: WebSocket): LiveSocketOwner | null {
    const [memberId, sessionId, partnerId] = this.ctx.getTags(socket);
    // A socket accepted before sockets carried their session cannot be checked: it counts as ended.
    return memberId && sessionId && partnerId ? { memberId, sessionId, partnerId } : null;
  }

  /**
   * Sends the event to every socket whose member may still read it. With a sender (typing), the
   * sender's own sockets get nothing and the event goes only if the sender's socket passes too.
   */
  private async broadcast(event: LiveEvent, sender?: WebSocket): Promise<void> {
    const senderOwner = sender ? this.ownerOf(sender) : null;
    // The sender (when there is one) first, so its verdict is verdicts[0].
    const entries: { socket: WebSocket; owner: LiveSocketOwner }[] =
      sender && senderOwner ? [{ socket: sender, owner: senderOwner }] : [];
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === sender) continue;
      const owner = this.ownerOf(socket);
      if (senderOwner && owner?.memberId === senderOwner.memberId) continue;
      if (!owner) {
        closeQuietly(socket, LIVE_CLOSE.sessionEnded, LIVE_CLOSE_REASON.sessionEnded);
        continue;
      }
      entries.push({ socket, owner });
    }
    if (entries.length === 0 || (sender && entries.length === 1)) return;
    const verdicts = await liveVerdicts(
      createDb(this.env.DB),
      entries.map((entry) => entry.owner),
    );
    const receivers: WebSocket[] = [];
    for (const [index, { socket }] of entries.entries()) {
      const verdict = verdicts[index] ?? "sessionEnded";
      if (verdict !== "ok") closeQuietly(socket, LIVE_CLOSE[verdict], LIVE_CLOSE_REASON[verdict]);
      else if (socket !== sender) receivers.push(socket);
    }
    // A sender whose own session or right has gone tells nobody anything.
    if (sender && verdicts[0] !== "ok") return;
    const text = JSON.stringify(event);
    for (const socket of receivers) {
      try {
        socket.send(text);
      } catch {
        // A socket closing at this moment: its member reloads the conversation when they come back.
      }
    }
  }
}

function closeQuietly(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed (the runtime may answer the close itself).
  }
}
