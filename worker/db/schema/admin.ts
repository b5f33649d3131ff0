import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { importDuplicateModes } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id } from "./columns";

export const importStatuses = ["running", "done", "failed"] as const;

/** One run of the admin member import: who imported which file, when, and how it went. */
export const memberImports = sqliteTable(
  "member_imports",
  {
    id: id(),
    adminUserId: text("admin_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The admin's name when they ran it, so the history still reads after their account is gone. */
    adminName: text("admin_name").notNull(),
    fileName: text("file_name").notNull(),
    fileSizeBytes: integer("file_size_bytes").notNull(),
    /** What the file turned out to be: utf-8, windows-1256, utf-16le... */
    encoding: text("encoding"),
    delimiter: text("delimiter"),
    /** What to do with rows whose email already belongs to a member. */
    duplicateMode: text("duplicate_mode", { enum: importDuplicateModes }).notNull().default("skip"),
    status: text("status", { enum: importStatuses }).notNull().default("running"),
    totalRows: integer("total_rows").notNull().default(0),
    /** Rows handled so far: the progress bar reads it while the import runs. */
    processedRows: integer("processed_rows").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: text("finished_at"),
  },
  (t) => [index("member_imports_created_idx").on(t.createdAt)],
);

/** A row an import could not use, with its line number in the file (the downloadable error report). */
export const memberImportErrors = sqliteTable(
  "member_import_errors",
  {
    id: id(),
    importId: text("import_id")
      .notNull()
      .references(() => memberImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    email: text("email"),
    reason: text("reason").notNull(),
  },
  (t) => [index("member_import_errors_import_idx").on(t.importId, t.line)],
);

/**
 * The profile-completion email for imported members, sent through a Cloudflare Queue: one row per
 * member, so each gets it at most once; `sentAt` is set when the email is written to the mail outbox
 * (worker/email/outbox/), which then sends it (the emailsSent stat).
 */
export const welcomeEmails = sqliteTable(
  "welcome_emails",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    enqueuedAt: text("enqueued_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    sentAt: text("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("welcome_emails_sent_idx").on(t.sentAt)],
);

/**
 * Every admin action: who, what, when, before and after. Append-only: triggers in the migration refuse
 * UPDATE and DELETE, and no route writes anything but inserts. No foreign keys, so deleting an account
 * never has to touch this table; `actorName` keeps who it was.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text("actor_user_id"),
    actorName: text("actor_name").notNull(),
    /** e.g. "member.tier", "member.suspend", "job.approve", "import.run", "POST /api/admin/…". */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /**
     * The thing's name when the entry was written (an event's or job's title), so the log still reads
     * after it is deleted. Only for what staff make (worker/domain/audit-log/target-names.ts): never a
     * member's name, nor a business's or job's that may be one, since an erased member must leave no
     * name in this append-only table (those entries read the name while it exists).
     */
    targetName: text("target_name"),
    before: text("before", { mode: "json" }).$type<unknown>(),
    after: text("after", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);
