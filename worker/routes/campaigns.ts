import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { campaignIdParamSchema } from "../contract/campaigns";
import { campaignForMember } from "../domain/campaigns/for-me";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";

/** /api/campaigns: what members read of the campaigns that reached them (staff's side: admin-campaigns.ts). */
export const campaignRoutes = new Hono<AppEnv>().get(
  "/:id/for-me",
  signedIn,
  valid("param", campaignIdParamSchema),
  async (c) => {
    const viewer = await requireViewer(c);
    const found = await campaignForMember(c.var.db, c.req.valid("param").id, viewer.user.id);
    // One answer for "no such campaign", "not sent yet" and "not sent to you": nothing to learn by guessing.
    if (!found) throw new AppError("not_found", "No such announcement");
    // The default answer headers already say `private, no-store` (answer-headers.ts).
    return c.json(found);
  },
);
