import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { profileUpdateSchema } from "../contract/profile";
import { currentUser } from "../domain/members";
import { updateProfile } from "../domain/profile/profile";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";
import { connectionRoutes } from "./profile/connection";
import { profilePhotoRoutes } from "./profile/photo";
import { publicProfileRoutes } from "./profile/public";

// /api/profile: the member's own profile, the photo, the public card and connections.
// (PUT /api/profile/complete-onboarding belongs to routes/onboarding.ts.)
export const profileRoutes = new Hono<AppEnv>()
  .put("/", signedIn, valid("json", profileUpdateSchema), async (c) => {
    const viewer = await requireViewer(c);
    const updated = await updateProfile(c.var.db, viewer, c.req.valid("json"));
    return c.json(await currentUser(c.var.db, updated));
  })
  .route("/photo", profilePhotoRoutes)
  .route("/public", publicProfileRoutes)
  .route("/", connectionRoutes);
