import { Hono } from "hono";
import type { AppEnv } from "../env";

// /api/profile/complete-onboarding (filled by the onboarding work of issue 3).
export const onboardingRoutes = new Hono<AppEnv>();
