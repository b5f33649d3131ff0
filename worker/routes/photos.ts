import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/events/upload-photo and the public gallery of approved photos (filled by the gallery work).
export const photoRoutes = new Hono<AppEnv>();
