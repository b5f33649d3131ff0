import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { membershipTierIds } from "../../contract/enums";
import { createdAt, stringList, translatedList, translation } from "./columns";

/** The single source of truth for tier prices and benefits (admin-editable in the membership issue). */
export const membershipTiers = sqliteTable("membership_tiers", {
  id: text("id", { enum: membershipTierIds }).primaryKey(),
  name: text("name").notNull(),
  /** Price per billing period in halalas (SAR x 100); 0 for the free tier. */
  priceHalalas: integer("price_halalas").notNull(),
  billingPeriod: text("billing_period", { enum: ["year"] }),
  partnerDiscountPercent: integer("partner_discount_percent").notNull(),
  benefits: stringList("benefits"),
  /** Arabic and Urdu versions of the name and benefits (null: readers get the English). */
  nameAr: translation("name_ar"),
  nameUr: translation("name_ur"),
  benefitsAr: translatedList("benefits_ar"),
  benefitsUr: translatedList("benefits_ur"),
  isPopular: integer("is_popular", { mode: "boolean" }).notNull().default(false),
  /** False shows the plan as 'Coming Soon' on /subscription instead of selling it. */
  forSale: integer("for_sale", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull(),
  createdAt: createdAt(),
});
