import { Hono } from "hono";
import { requireViewer, signedIn, viewerSessionId } from "../auth/guards";
import { reportConversationSchema, type SendMessageResult, sendMessageSchema } from "../contract/messages";
import { blockMember, unblockMember } from "../domain/messages/blocks";
import { admitLiveSocket } from "../domain/messages/live-sessions";
import { loadConversation, loadInbox, unreadTotal } from "../domain/messages/read";
import { readConversation } from "../domain/messages/read-receipt";
import { reportConversation } from "../domain/messages/reports";
import { conversationRooms } from "../domain/messages/rooms";
import { sendMessage } from "../domain/messages/send";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { idempotent } from "../lib/idempotency";
import { valid } from "../lib/validate";

/** /api/messages: direct messages between members; only ever the signed-in member's own conversations. */
export const messageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await loadInbox(c.var.db, viewer.user.id));
  })

  .get("/unread-count", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ count: await unreadTotal(c.var.db, viewer.user.id) });
  })

  // Over plain HTTP: the app's fallback when the socket is down and the offline queue's route.
  .post("/", signedIn, idempotent("messages"), valid("json", sendMessageSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { to, text } = c.req.valid("json");
    const message = await sendMessage(
      { db: c.var.db, rooms: conversationRooms(c.env.CONVERSATIONS) },
      { from: viewer.user.id, to, text },
    );
    return c.json({ message } satisfies SendMessageResult, 201);
  })

  /**
   * The conversation's live socket. The session cookie says who is asking and the Origin must be
   * this site (a WebSocket is not covered by CORS, so another site could otherwise open one with the
   * member's cookie); then the socket is handed to the conversation's Durable Object, tagged with the
   * member's session so that the session's end closes it (worker/domain/messages/live-sessions.ts).
   */
  .get("/:userId/live", async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      throw new AppError("bad_request", "Open this address as a WebSocket");
    }
    if (c.req.header("Origin") !== new URL(c.req.url).origin) {
      throw new AppError("forbidden", "Cross-site WebSocket refused");
    }
    const viewer = await requireViewer(c);
    const sessionId = viewerSessionId(c);
    if (!sessionId) throw new AppError("unauthorized", "Sign in to continue");
    const partnerId = c.req.param("userId");
    // Before any Durable Object is touched: only an existing partner the member may message.
    await admitLiveSocket(c.var.db, viewer.user.id, partnerId);
    const socket = await conversationRooms(c.env.CONVERSATIONS).openSocket({
      memberId: viewer.user.id,
      sessionId,
      partnerId,
    });
    // A fresh answer: the object's own has immutable headers, which the shared middleware (security
    // headers) must be able to set.
    return new Response(null, { status: 101, webSocket: socket });
  })

  .get("/:userId", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await loadConversation(c.var.db, viewer, c.req.param("userId")));
  })

  .post("/:userId/read", async (c) => {
    const viewer = await requireViewer(c);
    const seq = await readConversation(
      { db: c.var.db, rooms: conversationRooms(c.env.CONVERSATIONS) },
      { viewerId: viewer.user.id, partnerId: c.req.param("userId") },
    );
    return c.json({ readSeq: seq });
  })

  .put("/:userId/block", async (c) => {
    const viewer = await requireViewer(c);
    await blockMember(
      { db: c.var.db, rooms: conversationRooms(c.env.CONVERSATIONS) },
      viewer.user.id,
      c.req.param("userId"),
    );
    return c.json({ blocked: true });
  })

  .delete("/:userId/block", async (c) => {
    const viewer = await requireViewer(c);
    await unblockMember(c.var.db, viewer.user.id, c.req.param("userId"));
    return c.json({ blocked: false });
  })

  .post("/:userId/report", signedIn, valid("json", reportConversationSchema), async (c) => {
    const viewer = await requireViewer(c);
    await reportConversation(c.var.db, {
      reporterId: viewer.user.id,
      reportedId: c.req.param("userId"),
      reason: c.req.valid("json").reason,
    });
    return c.json({ reported: true }, 201);
  });
