import { Hono } from "hono";
import { adminMembershipTierSchema } from "../contract/admin-membership-tiers";
import { listAdminTiers, updateAdminTier } from "../domain/membership/admin-tiers";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/membership-tiers: the one source of tier prices and benefits. Admin-only via admin.ts.
export const adminMembershipTierRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ tiers: await listAdminTiers(c.var.db) }))
  .put("/:id", valid("json", adminMembershipTierSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ tier: await updateAdminTier(c.var.db, c.req.param("id"), data) });
  });
