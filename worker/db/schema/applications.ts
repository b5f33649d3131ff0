import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  applicationExperienceLevels,
  applicationStatuses,
  languages,
  membershipTierIds,
  professions,
} from "../../contract/enums";
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
    /**
     * A city id of worker/contract/cities.ts (issue 32); older rows hold the spec's English names
     * ("Al Khobar", "Mecca") or, from before issue 15, other words. Approval reads them with matchCity.
     */
    city: text("city").notNull(),
    // The form's lists; rows from before issue 15 may hold other words (the API did not check them).
    profession: text("profession", { enum: professions }).notNull(),
    company: text("company"),
    experience: text("experience", { enum: applicationExperienceLevels }).notNull(),
    membershipType: text("membership_type", { enum: membershipTierIds }).notNull(),
    agreeTermsAt: text("agree_terms_at").notNull(),
    agreeMarketing: integer("agree_marketing", { mode: "boolean" }).notNull().default(false),
    /** The page's language when submitted: the review mail to an applicant without an account uses it. */
    language: text("language", { enum: languages }).notNull().default("en"),
    /** The account it belongs to, when the applicant was signed in or the email matched one. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    reviewNote: text("review_note"),
    reviewedAt: text("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("membership_applications_status_idx").on(t.status, t.createdAt)],
);
