import { Hono } from "hono";
import { requireViewer, signedIn } from "../../auth/guards";
import type { ConnectionState } from "../../contract/home";
import { memberParamSchema } from "../../contract/network";
import {
  acceptConnection,
  declineConnection,
  requestConnection,
  withdrawOrRemove,
} from "../../domain/network/connection-requests";
import { connectionStatus, toConnectionState } from "../../domain/network/connection-status";
import { peopleYouMayKnow } from "../../domain/network/people-you-may-know";
import { connectionRequestLists } from "../../domain/network/request-lists";
import type { AppEnv } from "../../env";
import { valid } from "../../lib/validate";

const member = valid("param", memberParamSchema);

/**
 * /api/profile/connections: requests, answers and removal, all with the other member's consent
 * (nothing is connected until they accept). Every answer is the viewer's state with that member.
 */
export const connectionRoutes = new Hono<AppEnv>()
  .get("/connections/requests", signedIn, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await connectionRequestLists(c.var.db, viewer.user.id));
  })
  .get("/connections/suggestions", signedIn, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ people: await peopleYouMayKnow(c.var.db, viewer.user.id) });
  })
  .get("/connections/:userId", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await connectionStatus(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  .post("/connections/:userId", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await requestConnection(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  .post("/connections/:userId/accept", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await acceptConnection(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  .post("/connections/:userId/decline", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await declineConnection(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  .delete("/connections/:userId", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await withdrawOrRemove(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  // The connect button's first path, kept for clients already installed: PUT now sends a request (or
  // accepts theirs) instead of connecting at once; DELETE withdraws or removes.
  .get("/:userId/connection", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await connectionStatus(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  .put("/:userId/connection", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await requestConnection(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  })
  .delete("/:userId/connection", signedIn, member, async (c) => {
    const viewer = await requireViewer(c);
    const status = await withdrawOrRemove(c.var.db, viewer.user.id, c.req.valid("param").userId);
    return c.json(toConnectionState(status) satisfies ConnectionState);
  });
