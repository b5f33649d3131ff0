import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { markReadSchema, notificationsQuerySchema } from "../contract/notifications";
import { listNotifications, markRead, unreadCount } from "../domain/notifications";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

/** The bell: only ever the signed-in member's own notices. */
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    const { cursor } = parseInput(notificationsQuerySchema, { cursor: c.req.query("cursor") || undefined });
    return c.json(await listNotifications(c.var.db, viewer.user.id, cursor));
  })

  .get("/unread-count", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ count: await unreadCount(c.var.db, viewer.user.id) });
  })

  .post("/read", async (c) => {
    const viewer = await requireViewer(c);
    const input = parseInput(markReadSchema, await readJson(c.req));
    return c.json({ count: await markRead(c.var.db, viewer.user.id, input, new Date()) });
  });
