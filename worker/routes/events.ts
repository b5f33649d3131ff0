import { Hono } from "hono";
import { listUpcomingEvents } from "../domain/events";
import type { AppEnv } from "../env";

export const eventRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const events = await listUpcomingEvents(c.var.db, new Date());
  return c.json({ events });
});
