import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, slug } from "./columns";

export const businesses = sqliteTable("businesses", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  industry: text("industry").notNull(),
  description: text("description").notNull(),
  location: text("location").notNull(),
  website: text("website"),
  /** Kept in step with reviews once members can review (jobs/directory issue). */
  rating: real("rating").notNull().default(0),
  reviewsCount: integer("reviews_count").notNull().default(0),
  isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
  halalCertified: integer("halal_certified", { mode: "boolean" }).notNull().default(false),
  employees: text("employees"),
  founded: integer("founded"),
  featured: integer("featured", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
});
