import { z } from "zod";
import { optionalTranslatedList, optionalTranslation, type ShownIn } from "./content-language";

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${label} must be ${min} to ${max} characters`)
    .max(max, `${label} must be ${min} to ${max} characters`);

const sortOrder = z
  .number({ error: "Order must be a whole number" })
  .int("Order must be a whole number")
  .min(0, "Order must be 0 or more")
  .max(10_000, "Order must be 10,000 or less")
  .default(0);

/** POST /api/admin/partners and PUT /api/admin/partners/:id: a partner discount on the card page. */
export const adminPartnerSchema = z.object({
  name: text("Name", 2, 80),
  discountPercent: z
    .number({ error: "Discount must be a whole number from 1 to 90" })
    .int("Discount must be a whole number from 1 to 90")
    .min(1, "Discount must be a whole number from 1 to 90")
    .max(90, "Discount must be a whole number from 1 to 90"),
  category: text("Category", 2, 60),
  nameAr: optionalTranslation(80),
  nameUr: optionalTranslation(80),
  categoryAr: optionalTranslation(60),
  categoryUr: optionalTranslation(60),
  isActive: z.boolean().default(true),
  sortOrder,
});
export type AdminPartnerData = z.output<typeof adminPartnerSchema>;
export type AdminPartnerInput = z.input<typeof adminPartnerSchema>;

export type AdminPartner = AdminPartnerData & { id: string; createdAt: string };

const lineList = (label: string) =>
  z
    .array(text(label, 2, 200))
    .max(12, `At most 12 ${label.toLowerCase()} lines`)
    .transform((items) => [...new Set(items)]);

/** POST /api/admin/sponsorship-packages and PUT …/:id: a package on /partnerships. */
export const adminSponsorshipPackageSchema = z.object({
  title: text("Title", 2, 80),
  duration: text("Duration", 2, 60),
  priceHalalas: z
    .number({ error: "Price must be a whole number of halalas, 0 or more" })
    .int("Price must be a whole number of halalas, 0 or more")
    .min(0, "Price must be a whole number of halalas, 0 or more")
    .max(100_000_000_00, "Price is too large"),
  badge: z
    .string()
    .trim()
    .max(40, "Badge must be at most 40 characters")
    .transform((value) => value || null)
    .nullable()
    .default(null),
  benefits: lineList("Benefits"),
  includes: lineList("Includes"),
  titleAr: optionalTranslation(80),
  titleUr: optionalTranslation(80),
  durationAr: optionalTranslation(60),
  durationUr: optionalTranslation(60),
  badgeAr: optionalTranslation(40),
  badgeUr: optionalTranslation(40),
  benefitsAr: optionalTranslatedList(200),
  benefitsUr: optionalTranslatedList(200),
  includesAr: optionalTranslatedList(200),
  includesUr: optionalTranslatedList(200),
  isActive: z.boolean().default(true),
  sortOrder,
});
export type AdminSponsorshipPackageData = z.output<typeof adminSponsorshipPackageSchema>;
export type AdminSponsorshipPackageInput = z.input<typeof adminSponsorshipPackageSchema>;

/** The package's texts that admins write in English, Arabic and Urdu (the badge too, when it has one). */
export const packageTranslatedFields = ["title", "duration", "benefits", "includes"] as const;

/**
 * GET /api/membership/sponsorship-packages: the active packages, in order, their texts in the reader's
 * language (English where missing: see shownIn).
 */
export type SponsorshipPackage = ShownIn<(typeof packageTranslatedFields)[number] | "badge"> & {
  id: string;
  slug: string;
  title: string;
  duration: string;
  priceHalalas: number;
  badge: string | null;
  benefits: string[];
  includes: string[];
};

type Versions<K extends string, T> = { [P in `${K}Ar` | `${K}Ur`]: T | null };

export type AdminSponsorshipPackage = Omit<SponsorshipPackage, "shownIn"> &
  Versions<"title" | "duration" | "badge", string> &
  Versions<"benefits" | "includes", string[]> & {
    isActive: boolean;
    sortOrder: number;
    createdAt: string;
  };
