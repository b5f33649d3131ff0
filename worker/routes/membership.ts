import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { MembershipTier } from "../contract/membership";
import { membershipTiers } from "../db/schema";
import type { AppEnv } from "../env";

export const membershipRoutes = new Hono<AppEnv>().get("/tiers", async (c) => {
  const rows = await c.var.db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
  const tiers: MembershipTier[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    priceHalalas: row.priceHalalas,
    billingPeriod: row.billingPeriod,
    partnerDiscountPercent: row.partnerDiscountPercent,
    benefits: row.benefits,
    isPopular: row.isPopular,
  }));
  return c.json({ tiers });
});
