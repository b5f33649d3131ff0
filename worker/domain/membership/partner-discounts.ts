import { asc, eq } from "drizzle-orm";
import type { PartnerDiscount } from "../../contract/membership-card";
import type { Database } from "../../db/client";
import { partnerDiscounts } from "../../db/schema";

/** GET /api/membership/partners: the partners whose discount the card unlocks (active ones, admins' order). */
export async function activePartnerDiscounts(db: Database): Promise<PartnerDiscount[]> {
  return db
    .select({
      id: partnerDiscounts.id,
      name: partnerDiscounts.name,
      discountPercent: partnerDiscounts.discountPercent,
      category: partnerDiscounts.category,
    })
    .from(partnerDiscounts)
    .where(eq(partnerDiscounts.isActive, true))
    .orderBy(asc(partnerDiscounts.sortOrder), asc(partnerDiscounts.name));
}
