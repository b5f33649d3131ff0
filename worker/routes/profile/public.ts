import { Hono } from "hono";
import { findPublicProfile } from "../../domain/profile-sharing";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";

/** GET /api/profile/public/:userId: the card a QR code points to, only with the member's consent. */
export const publicProfileRoutes = new Hono<AppEnv>().get("/:userId", async (c) => {
  const profile = await findPublicProfile(c.var.db, c.req.param("userId"));
  // The same 404 for "no such member" and "not shared", so the answer reveals nothing.
  if (!profile) throw new AppError("not_found", "This profile is private or does not exist");
  c.header("Cache-Control", "private, no-cache");
  return c.json(profile);
});
