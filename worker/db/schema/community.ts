import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  tenderCategories,
  tenderStatuses,
  testimonialPlacements,
  whatsappGroupTypes,
} from "../../contract/enums";
import { createdAt, id, slug, stringList } from "./columns";

export const whatsappGroups = sqliteTable("whatsapp_groups", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  description: text("description").notNull(),
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

export const tenders = sqliteTable("tenders", {
  id: id(),
  slug: slug(),
  title: text("title").notNull(),
  organization: text("organization").notNull(),
  /** Display value such as "SAR 45M". */
  value: text("value").notNull(),
  deadline: text("deadline").notNull(),
  category: text("category", { enum: tenderCategories }).notNull(),
  status: text("status", { enum: tenderStatuses }).notNull().default("Active"),
  description: text("description").notNull(),
  createdAt: createdAt(),
});

export const mentors = sqliteTable("mentors", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  company: text("company").notNull(),
  expertise: stringList("expertise"),
  experience: text("experience").notNull(),
  rating: real("rating").notNull(),
  sessions: integer("sessions").notNull().default(0),
  imageUrl: text("image_url"),
  createdAt: createdAt(),
});

export const partnerDiscounts = sqliteTable("partner_discounts", {
  id: id(),
  slug: slug(),
  name: text("name").notNull(),
  discountPercent: integer("discount_percent").notNull(),
  category: text("category").notNull(),
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
