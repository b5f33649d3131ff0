import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { memberCityMoveSchema } from "../contract/member-cities";
import { moveMemberCity, unmatchedMemberCities } from "../domain/admin-members/member-cities";
import { markAudited } from "../domain/audit";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

/**
 * /api/admin/member-cities (issue 32): the member cities not matched to the list yet, and matching one.
 * Admin-only via admin.ts; the move records its own audit entry in its batch (markAudited).
 */
export const adminMemberCityRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await unmatchedMemberCities(c.var.db)))
  .post("/", valid("json", memberCityMoveSchema), async (c) => {
    const input = c.req.valid("json");
    const admin = await requireAdmin(c);
    const result = await moveMemberCity(c.var.db, admin, input);
    markAudited(c);
    return c.json(result);
  });
