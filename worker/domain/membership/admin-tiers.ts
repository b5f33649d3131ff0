import { asc, eq, ne } from "drizzle-orm";
import {
  type AdminMembershipTier,
  type AdminMembershipTierData,
  BASIC_PRICE_MESSAGE,
} from "../../contract/admin-membership-tiers";
import { type MembershipTierId, membershipTierIds } from "../../contract/enums";
import type { Database } from "../../db/client";
import { membershipTiers } from "../../db/schema";
import { AppError } from "../../errors";

type TierRow = typeof membershipTiers.$inferSelect;

const toAdminTier = (row: TierRow): AdminMembershipTier => ({
  id: row.id,
  name: row.name,
  priceHalalas: row.priceHalalas,
  billingPeriod: row.billingPeriod,
  partnerDiscountPercent: row.partnerDiscountPercent,
  benefits: row.benefits,
  nameAr: row.nameAr,
  nameUr: row.nameUr,
  benefitsAr: row.benefitsAr,
  benefitsUr: row.benefitsUr,
  isPopular: row.isPopular,
  forSale: row.forSale,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt,
});

export async function listAdminTiers(db: Database): Promise<AdminMembershipTier[]> {
  const rows = await db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
  return rows.map(toAdminTier);
}

const isTierId = (id: string): id is MembershipTierId =>
  (membershipTierIds as readonly string[]).includes(id);

/**
 * Edits one of the three fixed tiers. Payments keep the amount they were made for, so a new price
 * reaches new payments only. 'Most popular' marks one plan: choosing it here takes it from the others.
 */
export async function updateAdminTier(
  db: Database,
  id: string,
  data: AdminMembershipTierData,
): Promise<AdminMembershipTier> {
  if (!isTierId(id)) throw new AppError("not_found", "Membership tier not found");
  if (id === "basic" && data.priceHalalas !== 0) {
    throw new AppError("validation_failed", "Check the highlighted fields", {
      priceHalalas: [BASIC_PRICE_MESSAGE],
    });
  }
  const update = db.update(membershipTiers).set(data).where(eq(membershipTiers.id, id)).returning();
  const [rows] = data.isPopular
    ? await db.batch([
        update,
        db.update(membershipTiers).set({ isPopular: false }).where(ne(membershipTiers.id, id)),
      ])
    : [await update];
  const row = rows?.[0];
  if (!row) throw new AppError("not_found", "Membership tier not found");
  return toAdminTier(row);
}
