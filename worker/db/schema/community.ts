import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { testimonialPlacements, whatsappGroupTypes } from "../../contract/enums";
import { createdAt, id, slug, stringList, translatedList, translation } from "./columns";

export const whatsappGroups = sqliteTable("whatsapp_groups", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Arabic and Urdu versions of name and description (null: readers get the English). */
  nameAr: translation("name_ar"),
  nameUr: translation("name_ur"),
  descriptionAr: translation("description_ar"),
  descriptionUr: translation("description_ur"),
  inviteLink: text("invite_link").notNull(),
  groupType: text("group_type", { enum: whatsappGroupTypes }).notNull(),
  memberCount: integer("member_count").notNull().default(0),
  adminName: text("admin_name").notNull(),
  rules: stringList("rules"),
  tags: stringList("tags"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  lastActivityAt: text("last_activity_at").notNull(),
  createdAt: createdAt(),
});

export const partnerDiscounts = sqliteTable("partner_discounts", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  discountPercent: integer("discount_percent").notNull(),
  category: text("category").notNull(),
  /** Arabic and Urdu versions of the name (as the brand writes itself there) and the category ("Travel"). */
  nameAr: translation("name_ar"),
  nameUr: translation("name_ur"),
  categoryAr: translation("category_ar"),
  categoryUr: translation("category_ur"),
  /** Hidden partners leave the card page; admins keep them for the record. */
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

/** The partnerships page's sponsorship packages (regional, event, loyalty), managed by admins. */
export const sponsorshipPackages = sqliteTable("sponsorship_packages", {
  id: id(),
  slug: slug(),
  title: text("title").notNull(),
  duration: text("duration").notNull(),
  /** Price in halalas (SAR x 100). */
  priceHalalas: integer("price_halalas").notNull(),
  badge: text("badge"),
  benefits: stringList("benefits"),
  includes: stringList("includes"),
  /** Arabic and Urdu versions of the texts above (null: readers get the English). */
  titleAr: translation("title_ar"),
  titleUr: translation("title_ur"),
  durationAr: translation("duration_ar"),
  durationUr: translation("duration_ur"),
  badgeAr: translation("badge_ar"),
  badgeUr: translation("badge_ur"),
  benefitsAr: translatedList("benefits_ar"),
  benefitsUr: translatedList("benefits_ur"),
  includesAr: translatedList("includes_ar"),
  includesUr: translatedList("includes_ur"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const testimonials = sqliteTable("testimonials", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  comment: text("comment").notNull(),
  rating: integer("rating").notNull(),
  placement: text("placement", { enum: testimonialPlacements }).notNull(),
  createdAt: createdAt(),
});
