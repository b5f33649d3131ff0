import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { businessIndustries, moderationStatuses } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id, slug } from "./columns";

export const businesses = sqliteTable("businesses", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  industry: text("industry", { enum: businessIndustries }).notNull(),
  description: text("description").notNull(),
  location: text("location").notNull(),
  website: text("website"),
  contactEmail: text("contact_email"),
  phone: text("phone"),
  /** Computed from business_reviews whenever a review changes; never set by hand. */
  rating: real("rating").notNull().default(0),
  reviewsCount: integer("reviews_count").notNull().default(0),
  /** The verified badge: an admin checked the business is real (separate from being listed). */
  isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
  halalCertified: integer("halal_certified", { mode: "boolean" }).notNull().default(false),
  employees: text("employees"),
  founded: integer("founded"),
  featured: integer("featured", { mode: "boolean" }).notNull().default(false),
  /** Member submissions start pending; only approved ones are listed. */
  status: text("status", { enum: moderationStatuses }).notNull().default("approved"),
  /** The member who submitted it; null for admin-created and demo listings. */
  ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
  reviewNote: text("review_note"),
  reviewedAt: text("reviewed_at"),
  createdAt: createdAt(),
});

/** One review per member and business (the unique index enforces it); 1-5 stars and text. */
export const businessReviews = sqliteTable(
  "business_reviews",
  {
    id: id(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("business_reviews_one_per_member").on(t.businessId, t.userId),
    index("business_reviews_business_idx").on(t.businessId, t.createdAt),
  ],
);
