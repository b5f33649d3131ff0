import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/admin/photos: the photo moderation queue (filled by the gallery work). Admin-only via admin.ts.
export const adminPhotoRoutes = new Hono<AppEnv>();
