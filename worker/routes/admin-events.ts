import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/admin/events: event management and RSVP lists (filled by the admin events work). Admin-only via admin.ts.
export const adminEventRoutes = new Hono<AppEnv>();
