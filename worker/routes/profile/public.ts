import { Hono } from "hono";
import { findViewer } from "../../auth/guards";
import { findPublicProfile } from "../../domain/profile/sharing";
import { recordProfileView } from "../../domain/profile/views";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";

/** GET /api/profile/public/:userId: the card a QR code points to, only with the member's consent. */
export const publicProfileRoutes = new Hono<AppEnv>().get("/:userId", async (c) => {
  const viewer = await findViewer(c);
  const profile = await findPublicProfile(c.var.db, c.req.param("userId"), viewer?.user.id);
  // The same 404 for "no such member" and "not shared", so the answer reveals nothing.
  if (!profile) throw new AppError("not_found", "This profile is private or does not exist");
  // A signed-in member opening someone else's card counts as a view (visitors are not counted).
  if (viewer) await recordProfileView(c.var.db, profile.id, viewer.user.id, new Date());
  return c.json(profile);
});
