import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { featuredContentKinds, helpCategories, languages } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id, translation } from "./columns";

/** What admins pin to /explore's featured section, in their order. */
export const featuredContent = sqliteTable("featured_content", {
  id: id(),
  kind: text("kind", { enum: featuredContentKinds }).notNull(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  /** Arabic and Urdu versions of title and description (null: readers get the English). */
  titleAr: translation("title_ar"),
  titleUr: translation("title_ur"),
  descriptionAr: translation("description_ar"),
  descriptionUr: translation("description_ur"),
  /** A same-site path such as /jobs/senior-engineer, or an https link for kind "link". */
  url: text("url").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Help centre articles, written per language: the versions of one article share its slug (a reader
 * sees theirs, else the English one).
 */
export const helpArticles = sqliteTable(
  "help_articles",
  {
    id: id(),
    slug: text("slug").notNull(),
    language: text("language", { enum: languages }).notNull().default("en"),
    category: text("category", { enum: helpCategories }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Listed under 'Popular articles'. */
    isPopular: integer("is_popular", { mode: "boolean" }).notNull().default(false),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("help_articles_slug_language_unique").on(t.slug, t.language),
    index("help_articles_language_idx").on(t.language, t.category),
  ],
);

/** Messages sent through /contact: stored first, then emailed to support (and a copy to the sender). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** When the sender ticked the privacy consent (required to submit). */
    privacyConsentAt: text("privacy_consent_at").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["new", "answered"] })
      .notNull()
      .default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
