import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/profile: profile updates, photo and public card (filled by the profile work of issue 3).
export const profileRoutes = new Hono<AppEnv>();
