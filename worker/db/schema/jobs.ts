import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { jobCategoryFilters, jobTypes } from "../../contract/enums";
import { createdAt, id, slug, stringList } from "./columns";

export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    slug: slug(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
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
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("approved"),
    postedAt: text("posted_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_status_posted_idx").on(t.status, t.postedAt)],
);
