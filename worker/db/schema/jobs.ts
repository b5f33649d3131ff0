import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { jobCategoryFilters, jobCityFilters, jobTypes, moderationStatuses } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id, slug, stringList } from "./columns";

export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    slug: slug(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location", { enum: jobCityFilters }).notNull(),
    type: text("type", { enum: jobTypes }).notNull(),
    category: text("category", { enum: jobCategoryFilters }).notNull(),
    /** Free text such as "SAR 25,000 - 35,000 / month"; null shows 'Salary not disclosed'. */
    salary: text("salary"),
    description: text("description").notNull(),
    requirements: stringList("requirements"),
    howToApply: text("how_to_apply"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    remoteOk: integer("remote_ok", { mode: "boolean" }).notNull().default(false),
    visaSponsorship: integer("visa_sponsorship", { mode: "boolean" }).notNull().default(false),
    /** Visible to Premium and Executive members only. */
    exclusive: integer("exclusive", { mode: "boolean" }).notNull().default(false),
    /** Member-posted jobs start pending; only approved ones are listed (admins may also hide). */
    status: text("status", { enum: moderationStatuses }).notNull().default("approved"),
    /** The member who posted it; null for admin-created and demo jobs. */
    postedByUserId: text("posted_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Why an admin rejected or hid it (emailed to the poster). */
    reviewNote: text("review_note"),
    reviewedAt: text("reviewed_at"),
    postedAt: text("posted_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_status_posted_idx").on(t.status, t.postedAt)],
);

/** Jobs a member saved (visitors keep theirs in localStorage). */
export const savedJobs = sqliteTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);
