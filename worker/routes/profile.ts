import { Hono } from "hono";
import { z } from "zod";
import { requireViewer } from "../auth/guards";
import { profileUpdateSchema } from "../contract/profile";
import { toCurrentUser } from "../domain/members";
import { updateProfile } from "../domain/profile";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { connectionRoutes } from "./profile/connection";
import { profilePhotoRoutes } from "./profile/photo";
import { publicProfileRoutes } from "./profile/public";

// /api/profile: the member's own profile, the photo, the public card and connections.
// (PUT /api/profile/complete-onboarding belongs to routes/onboarding.ts.)
export const profileRoutes = new Hono<AppEnv>()
  .put("/", async (c) => {
    const viewer = await requireViewer(c);
    const raw: unknown = await c.req.json().catch(() => {
      throw new AppError("bad_request", "The request body must be JSON");
    });
    const parsed = profileUpdateSchema.safeParse(raw);
    if (!parsed.success) {
      throw new AppError(
        "validation_failed",
        "Check the highlighted fields",
        z.flattenError(parsed.error).fieldErrors,
      );
    }
    return c.json(toCurrentUser(await updateProfile(c.var.db, viewer, parsed.data)));
  })
  .route("/photo", profilePhotoRoutes)
  .route("/public", publicProfileRoutes)
  .route("/", connectionRoutes);
