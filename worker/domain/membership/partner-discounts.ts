import { asc, eq } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import { type PartnerDiscount, partnerTranslatedFields } from "../../contract/membership-card";
import type { Database } from "../../db/client";
import { partnerDiscounts } from "../../db/schema";
import { translated } from "../../lib/content-language";

/**
 * GET /api/membership/partners: the partners whose discount the card unlocks (active ones, admins'
 * order), in the reader's language.
 */
export async function activePartnerDiscounts(
  db: Database,
  language: Language = "en",
): Promise<PartnerDiscount[]> {
  const rows = await db
    .select()
    .from(partnerDiscounts)
    .where(eq(partnerDiscounts.isActive, true))
    .orderBy(asc(partnerDiscounts.sortOrder), asc(partnerDiscounts.name));
  return rows.map((row) => ({
    id: row.id,
    ...translated(row, partnerTranslatedFields, language),
    discountPercent: row.discountPercent,
  }));
}
