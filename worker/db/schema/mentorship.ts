import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { mentorshipRequestStatuses } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id, slug, stringList, translatedList, translation } from "./columns";

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
  bio: text("bio"),
  /** Where booking requests are emailed. */
  email: text("email"),
  /** The mentor's own account, when they have one: they then see and answer requests in the app. */
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
});

export const mentorshipPrograms = sqliteTable("mentorship_programs", {
  id: id(),
  slug: slug(),
  title: text("title").notNull(),
  duration: text("duration").notNull(),
  format: text("format").notNull(),
  description: text("description").notNull(),
  features: stringList("features"),
  /** Arabic and Urdu versions of the texts above (null: readers get the English). */
  titleAr: translation("title_ar"),
  titleUr: translation("title_ur"),
  durationAr: translation("duration_ar"),
  durationUr: translation("duration_ur"),
  formatAr: translation("format_ar"),
  formatUr: translation("format_ur"),
  descriptionAr: translation("description_ar"),
  descriptionUr: translation("description_ur"),
  featuresAr: translatedList("features_ar"),
  featuresUr: translatedList("features_ur"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
});

/** 'Book session': requested, then accepted or declined by the mentor (or an admin), then done. */
export const mentorshipRequests = sqliteTable(
  "mentorship_requests",
  {
    id: id(),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    preferredDate: text("preferred_date"),
    status: text("status", { enum: mentorshipRequestStatuses }).notNull().default("requested"),
    responseNote: text("response_note"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("mentorship_requests_mentor_idx").on(t.mentorId, t.status),
    index("mentorship_requests_user_idx").on(t.userId, t.createdAt),
  ],
);
