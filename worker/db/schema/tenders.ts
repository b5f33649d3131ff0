import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { tenderCategories, tenderStatuses } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id, slug } from "./columns";

export const tenders = sqliteTable(
  "tenders",
  {
    id: id(),
    slug: slug(),
    title: text("title").notNull(),
    organization: text("organization").notNull(),
    /** Display value such as "SAR 45M". */
    value: text("value").notNull(),
    deadline: text("deadline").notNull(),
    category: text("category", { enum: tenderCategories }).notNull(),
    status: text("status", { enum: tenderStatuses }).notNull().default("Active"),
    /** The public teaser: everyone sees it. */
    description: text("description").notNull(),
    /** Premium and Executive only: scope, eligibility, submission instructions. */
    details: text("details").notNull().default(""),
    referenceNumber: text("reference_number"),
    /** Null while an admin drafts it; publishing sets it and sends the category's alerts once. */
    publishedAt: text("published_at"),
    alertsSentAt: text("alerts_sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("tenders_published_idx").on(t.publishedAt)],
);

/** Files attached to a tender, stored in R2 and served to Premium and Executive members only. */
export const tenderDocuments = sqliteTable(
  "tender_documents",
  {
    id: id(),
    tenderId: text("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("tender_documents_tender_idx").on(t.tenderId)],
);

/** A member's alert subscription: one row per category they want emails for. */
export const tenderAlerts = sqliteTable(
  "tender_alerts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    category: text("category", { enum: tenderCategories }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    index("tender_alerts_category_idx").on(t.category),
  ],
);
