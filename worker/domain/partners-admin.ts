import { asc, eq } from "drizzle-orm";
import type { Language } from "../contract/enums";
import {
  type AdminPartner,
  type AdminPartnerData,
  type AdminSponsorshipPackage,
  type AdminSponsorshipPackageData,
  packageTranslatedFields,
  type SponsorshipPackage,
} from "../contract/partners";
import type { Database } from "../db/client";
import { partnerDiscounts, sponsorshipPackages } from "../db/schema";
import { AppError } from "../errors";
import { inLanguage, translated } from "../lib/content-language";
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

/** A package as /partnerships shows it, its texts in `language` (English where that version is missing). */
const toPackage = (row: PackageRow, language: Language): SponsorshipPackage => {
  const { shownIn, ...texts } = translated(row, packageTranslatedFields, language);
  // The badge is optional: a package without one has no badge in any language.
  const badge = row.badge ? inLanguage({ en: row.badge, ar: row.badgeAr, ur: row.badgeUr }, language) : null;
  return {
    id: row.id,
    slug: row.slug,
    ...texts,
    priceHalalas: row.priceHalalas,
    badge: badge?.value ?? null,
    shownIn: { ...shownIn, badge: badge?.language ?? language },
  };
};

const toAdminPackage = ({ id, slug, priceHalalas, ...row }: PackageRow): AdminSponsorshipPackage => ({
  id,
  slug,
  priceHalalas,
  title: row.title,
  duration: row.duration,
  badge: row.badge,
  benefits: row.benefits,
  includes: row.includes,
  titleAr: row.titleAr,
  titleUr: row.titleUr,
  durationAr: row.durationAr,
  durationUr: row.durationUr,
  badgeAr: row.badgeAr,
  badgeUr: row.badgeUr,
  benefitsAr: row.benefitsAr,
  benefitsUr: row.benefitsUr,
  includesAr: row.includesAr,
  includesUr: row.includesUr,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt,
});

const packageOrder = [asc(sponsorshipPackages.sortOrder), asc(sponsorshipPackages.title)];

/** The public list for /partnerships: active packages only, in the reader's language. */
export async function listSponsorshipPackages(
  db: Database,
  language: Language = "en",
): Promise<SponsorshipPackage[]> {
  const rows = await db
    .select()
    .from(sponsorshipPackages)
    .where(eq(sponsorshipPackages.isActive, true))
    .orderBy(...packageOrder);
  return rows.map((row) => toPackage(row, language));
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
