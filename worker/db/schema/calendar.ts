import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { culturalDateKinds } from "../../contract/enums";
import { createdAt, id, slug } from "./columns";

/**
 * The Cultural Calendar's upcoming dates, edited by admins. Islamic dates are estimates from the
 * Umm al-Qura calendar until an admin confirms the sighted date.
 */
export const culturalDates = sqliteTable("cultural_dates", {
  id: id(),
  slug: slug(),
  kind: text("kind", { enum: culturalDateKinds }).notNull(),
  /** Names in the three languages (English required; the others fall back to it). */
  titleEn: text("title_en").notNull(),
  titleAr: text("title_ar"),
  titleUr: text("title_ur"),
  /** The Gregorian day, YYYY-MM-DD (Asia/Riyadh). */
  date: text("date").notNull(),
  isConfirmed: integer("is_confirmed", { mode: "boolean" }).notNull().default(true),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
});
