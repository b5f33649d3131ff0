import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { applicationStatuses } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/** The membership application page (spec point 3), stored for admin review. */
export const membershipApplications = sqliteTable(
  "membership_applications",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    profession: text("profession").notNull(),
    company: text("company"),
    experience: text("experience").notNull(),
    membershipType: text("membership_type").notNull(),
    agreeTermsAt: text("agree_terms_at").notNull(),
    agreeMarketing: integer("agree_marketing", { mode: "boolean" }).notNull().default(false),
    /** The account it belongs to, when the applicant was signed in or the email matched one. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    reviewNote: text("review_note"),
    reviewedAt: text("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("membership_applications_status_idx").on(t.status, t.createdAt)],
);
