import { z } from "zod";
import { optionalTranslatedList, optionalTranslation } from "./content-language";
import type { MembershipTier } from "./membership";

/** GET /api/admin/membership-tiers: a tier with every column, its English texts and their versions. */
export type AdminMembershipTier = Omit<MembershipTier, "shownIn"> & {
  nameAr: string | null;
  nameUr: string | null;
  benefitsAr: string[] | null;
  benefitsUr: string[] | null;
  sortOrder: number;
  createdAt: string;
};

export const BASIC_PRICE_MESSAGE = "Basic is the free tier: its price must stay 0";

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * PUT /api/admin/membership-tiers/:id. Tiers are fixed (basic, premium, executive): only their
 * words, price and flags change. A new price applies to new payments only (each payment keeps its own).
 */
export const adminMembershipTierSchema = z.object({
  name: z
    .string({ error: "Name must be 1 to 40 characters" })
    .trim()
    .min(1, "Name must be 1 to 40 characters")
    .max(40, "Name must be 1 to 40 characters"),
  priceHalalas: wholeNumber("Price must be a whole number of halalas, 0 or more", 0, 100_000_000),
  partnerDiscountPercent: wholeNumber("Partner discount must be a whole number from 0 to 100", 0, 100),
  benefits: z
    .array(
      z
        .string({ error: "Each benefit must be 1 to 120 characters" })
        .trim()
        .min(1, "Each benefit must be 1 to 120 characters")
        .max(120, "Each benefit must be 1 to 120 characters"),
      { error: "List 1 to 20 benefits" },
    )
    .min(1, "List 1 to 20 benefits")
    .max(20, "List 1 to 20 benefits"),
  nameAr: optionalTranslation(40),
  nameUr: optionalTranslation(40),
  benefitsAr: optionalTranslatedList(120, 20),
  benefitsUr: optionalTranslatedList(120, 20),
  isPopular: z.boolean({ error: "Most popular must be true or false" }),
  forSale: z.boolean({ error: "For sale must be true or false" }),
  sortOrder: wholeNumber("Order must be a whole number from 0 to 1,000", 0, 1_000),
});
export type AdminMembershipTierData = z.output<typeof adminMembershipTierSchema>;
export type AdminMembershipTierInput = z.input<typeof adminMembershipTierSchema>;
