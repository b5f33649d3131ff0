import { Hono } from "hono";
import { contactStatusSchema } from "../contract/contact";
import { listContactMessages, setContactMessageStatus } from "../domain/contact";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

// /api/admin/messages: what visitors sent through /contact, newest first. Admin-only via admin.ts.
export const adminMessageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ messages: await listContactMessages(c.var.db) }))

  .post("/:id/status", async (c) => {
    const { status } = parseInput(contactStatusSchema, await readJson(c.req));
    await setContactMessageStatus(c.var.db, c.req.param("id"), status);
    return c.json({ id: c.req.param("id"), status });
  });
