import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/privacy: consents, data export and account deletion (filled by the PDPL work of issue 3).
export const privacyRoutes = new Hono<AppEnv>();
