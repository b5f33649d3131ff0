import type { DirectMessage, LiveEvent } from "../../contract/messages";
import { conversationIdOf } from "../../db/schema";
import type { CloseSockets } from "./live-sessions";
import { MEMBER_HEADER, PARTNER_HEADER, SESSION_HEADER } from "./member-header";
import type { StoreMessageInput } from "./store";

/**
 * The conversations' live side (one Durable Object each, worker/durable/conversation-room.ts), behind
 * an interface so the use-cases never touch the binding: `deliver` stores a message through the
 * conversation's object (one send at a time) and sends it to the open sockets; `announce` sends an
 * event (a read receipt) to them; `closeSockets` closes those of ended sessions.
 */
export interface ConversationRooms {
  deliver(input: StoreMessageInput): Promise<DirectMessage>;
  announce(conversationId: string, event: LiveEvent): Promise<void>;
  closeSockets(conversationId: string, match: CloseSockets): Promise<number>;
  /** Opens a socket for one member's session in their conversation with another (the caller checked both). */
  openSocket(owner: { memberId: string; sessionId: string; partnerId: string }): Promise<WebSocket>;
}

/** The methods the Durable Object exposes over RPC. */
export interface ConversationRoomRpc {
  deliver(input: StoreMessageInput): Promise<DirectMessage>;
  announce(event: LiveEvent): Promise<void>;
  /** Closes the matching sockets; answers how many. */
  closeSockets(match: CloseSockets): Promise<number>;
}

export function conversationRooms(namespace: DurableObjectNamespace): ConversationRooms {
  const room = (conversationId: string) =>
    namespace.get(namespace.idFromName(conversationId)) as unknown as ConversationRoomRpc;
  return {
    deliver: (input) => room(input.conversationId).deliver(input),
    announce: (conversationId, event) => room(conversationId).announce(event),
    closeSockets: (conversationId, match) => room(conversationId).closeSockets(match),
    async openSocket({ memberId, sessionId, partnerId }) {
      const stub = namespace.get(namespace.idFromName(conversationIdOf(memberId, partnerId)));
      const headers = new Headers({
        Upgrade: "websocket",
        [MEMBER_HEADER]: memberId,
        [SESSION_HEADER]: sessionId,
        [PARTNER_HEADER]: partnerId,
      });
      const upgraded = await stub.fetch(new Request("https://conversation/live", { headers }));
      if (!upgraded.webSocket) throw new Error("The conversation did not open a socket");
      return upgraded.webSocket;
    },
  };
}
