import { asc } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import { type MembershipTier, tierTranslatedFields } from "../../contract/membership";
import type { Database } from "../../db/client";
import { membershipTiers } from "../../db/schema";
import { translated } from "../../lib/content-language";

/**
 * GET /api/membership/tiers: every tier as /membership and /subscription show it, in the admins'
 * order, named and listing its benefits in the reader's language.
 */
export async function listMembershipTiers(
  db: Database,
  language: Language = "en",
): Promise<MembershipTier[]> {
  const rows = await db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    ...translated(row, tierTranslatedFields, language),
    priceHalalas: row.priceHalalas,
    billingPeriod: row.billingPeriod,
    partnerDiscountPercent: row.partnerDiscountPercent,
    isPopular: row.isPopular,
    forSale: row.forSale,
  }));
}
