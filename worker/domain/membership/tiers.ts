import { asc } from "drizzle-orm";
import type { MembershipTier } from "../../contract/membership";
import type { Database } from "../../db/client";
import { membershipTiers } from "../../db/schema";

/** GET /api/membership/tiers: every tier as /membership and /subscription show it, in the admins' order. */
export async function listMembershipTiers(db: Database): Promise<MembershipTier[]> {
  const rows = await db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    priceHalalas: row.priceHalalas,
    billingPeriod: row.billingPeriod,
    partnerDiscountPercent: row.partnerDiscountPercent,
    benefits: row.benefits,
    isPopular: row.isPopular,
    forSale: row.forSale,
  }));
}
