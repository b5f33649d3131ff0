import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { markReadSchema, notificationsQuerySchema } from "../contract/notifications";
import { listNotifications, markRead, unreadCount } from "../domain/notifications/notifications";
import type { AppEnv } from "../env";
import { readerLanguage } from "../lib/content-language";
import { valid } from "../lib/validate";

/** The bell: only ever the signed-in member's own notices. */
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, valid("query", notificationsQuerySchema, { blankAsMissing: true }), async (c) => {
    const viewer = await requireViewer(c);
    const { cursor } = c.req.valid("query");
    return c.json(await listNotifications(c.var.db, viewer.user.id, cursor, readerLanguage(c)));
  })

  .get("/unread-count", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ count: await unreadCount(c.var.db, viewer.user.id) });
  })

  .post("/read", signedIn, valid("json", markReadSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    return c.json({ count: await markRead(c.var.db, viewer.user.id, input, new Date()) });
  });
