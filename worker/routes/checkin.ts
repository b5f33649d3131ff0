import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/events/checkin: door check-in for admins and the event's stewards (filled by the check-in work).
export const checkinRoutes = new Hono<AppEnv>();
