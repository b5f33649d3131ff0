import { Hono } from "hono";
import { contactStatusSchema } from "../contract/contact";
import { listContactMessages, setContactMessageStatus } from "../domain/contact";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/messages: what visitors sent through /contact, newest first. Admin-only via admin.ts.
export const adminMessageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ messages: await listContactMessages(c.var.db) }))

  .post("/:id/status", valid("json", contactStatusSchema), async (c) => {
    const { status } = c.req.valid("json");
    await setContactMessageStatus(c.var.db, c.req.param("id"), status);
    return c.json({ id: c.req.param("id"), status });
  });
