import { asc, eq } from "drizzle-orm";
import type {
  AdminPartner,
  AdminPartnerData,
  AdminSponsorshipPackage,
  AdminSponsorshipPackageData,
  SponsorshipPackage,
} from "../contract/partners";
import type { Database } from "../db/client";
import { partnerDiscounts, sponsorshipPackages } from "../db/schema";
import { AppError } from "../errors";
import { slugFor } from "../lib/slug";

type PartnerRow = typeof partnerDiscounts.$inferSelect;
type PackageRow = typeof sponsorshipPackages.$inferSelect;

const toAdminPartner = (row: PartnerRow): AdminPartner => ({
  id: row.id,
  name: row.name,
  discountPercent: row.discountPercent,
  category: row.category,
  nameAr: row.nameAr,
  nameUr: row.nameUr,
  categoryAr: row.categoryAr,
  categoryUr: row.categoryUr,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt,
});

/** Every partner, hidden ones included, in the order the card page shows them. */
export async function listAdminPartners(db: Database): Promise<AdminPartner[]> {
  const rows = await db
    .select()
    .from(partnerDiscounts)
    .orderBy(asc(partnerDiscounts.sortOrder), asc(partnerDiscounts.name));
  return rows.map(toAdminPartner);
}

export async function createPartner(db: Database, data: AdminPartnerData): Promise<AdminPartner> {
  const [row] = await db
    .insert(partnerDiscounts)
    .values({ ...data, slug: slugFor(data.name, "partner") })
    .returning();
  if (!row) throw new AppError("internal", "The partner was not saved");
  return toAdminPartner(row);
}

export async function updatePartner(db: Database, id: string, data: AdminPartnerData): Promise<AdminPartner> {
  const [row] = await db.update(partnerDiscounts).set(data).where(eq(partnerDiscounts.id, id)).returning();
  if (!row) throw new AppError("not_found", "Partner not found");
  return toAdminPartner(row);
}

export async function deletePartner(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(partnerDiscounts)
    .where(eq(partnerDiscounts.id, id))
    .returning({ id: partnerDiscounts.id });
  if (deleted.length === 0) throw new AppError("not_found", "Partner not found");
}

const toPackage = (row: PackageRow): SponsorshipPackage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  duration: row.duration,
  priceHalalas: row.priceHalalas,
  badge: row.badge,
  benefits: row.benefits,
  includes: row.includes,
});

const toAdminPackage = (row: PackageRow): AdminSponsorshipPackage => ({
  ...toPackage(row),
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt,
});

const packageOrder = [asc(sponsorshipPackages.sortOrder), asc(sponsorshipPackages.title)];

/** The public list for /partnerships: active packages only. */
export async function listSponsorshipPackages(db: Database): Promise<SponsorshipPackage[]> {
  const rows = await db
    .select()
    .from(sponsorshipPackages)
    .where(eq(sponsorshipPackages.isActive, true))
    .orderBy(...packageOrder);
  return rows.map(toPackage);
}

export async function listAdminSponsorshipPackages(db: Database): Promise<AdminSponsorshipPackage[]> {
  const rows = await db
    .select()
    .from(sponsorshipPackages)
    .orderBy(...packageOrder);
  return rows.map(toAdminPackage);
}

export async function createSponsorshipPackage(
  db: Database,
  data: AdminSponsorshipPackageData,
): Promise<AdminSponsorshipPackage> {
  const [row] = await db
    .insert(sponsorshipPackages)
    .values({ ...data, slug: slugFor(data.title, "package") })
    .returning();
  if (!row) throw new AppError("internal", "The package was not saved");
  return toAdminPackage(row);
}

export async function updateSponsorshipPackage(
  db: Database,
  id: string,
  data: AdminSponsorshipPackageData,
): Promise<AdminSponsorshipPackage> {
  const [row] = await db
    .update(sponsorshipPackages)
    .set(data)
    .where(eq(sponsorshipPackages.id, id))
    .returning();
  if (!row) throw new AppError("not_found", "Sponsorship package not found");
  return toAdminPackage(row);
}

export async function deleteSponsorshipPackage(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(sponsorshipPackages)
    .where(eq(sponsorshipPackages.id, id))
    .returning({ id: sponsorshipPackages.id });
  if (deleted.length === 0) throw new AppError("not_found", "Sponsorship package not found");
}
