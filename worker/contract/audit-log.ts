// /api/admin/audit-log: every admin action as a readable sentence (worker/domain/audit-log/).
import { z } from "zod";
import { daySchema } from "./outbox";

/** Action families, the log's kind filter: what area of the community an action changed. */
export const auditFamilies = [
  "member",
  "event",
  "job",
  "business",
  "tender",
  "partner",
  "tier",
  "content",
  "mentorship",
  "moderation",
  "import",
  "payment",
  "message",
  "campaign",
  "mail",
] as const;
export type AuditFamily = (typeof auditFamilies)[number];

/**
 * What an entry did, the key of its sentence. Detailed entries say it in their action ("member.tier"),
 * the catch-all ones ("POST /api/admin/events/…/cancel") by their method and path; "other" for anything
 * not known here, which the page then shows by its raw action.
 */
export const auditVerbs = [
  "create",
  "edit",
  "delete",
  "cancel",
  "close",
  "reopen",
  "approve",
  "reject",
  "hide",
  "show",
  "publish",
  "unpublish",
  "verify",
  "unverify",
  "feature",
  "unfeature",
  "confirm",
  "review",
  "status",
  "message",
  "activity",
  "visibility",
  "reorder",
  "dismiss",
  "remove",
  "send",
  "resend",
  "rsvp_edit",
  "rsvp_cancel",
  "steward_add",
  "steward_remove",
  "document_add",
  "document_remove",
  "bank_transfer",
  "import_preview",
  "preview",
  "render_as_member",
  "send_test",
  "import_run",
  "welcome_emails",
  "member_tier",
  "member_role",
  "member_suspend",
  "member_restore",
  "city_match",
  "other",
] as const;
export type AuditVerb = (typeof auditVerbs)[number];

/** The kinds of thing an entry can name; the page has a noun for each ("the event", "the job"). */
export const auditTargetTypes = [
  "member",
  "event",
  "job",
  "business",
  "tender",
  "partner",
  "sponsorship_package",
  "tier",
  "whatsapp_group",
  "help_article",
  "cultural_date",
  "featured",
  "mentor",
  "mentorship_program",
  "mentorship_request",
  "forum_category",
  "forum_thread",
  "forum_reply",
  "application",
  "contact_message",
  "photo",
  "post",
  "report",
  "message_report",
  "payment",
  "member_import",
  "member_city",
  "campaign",
  "email",
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** GET /api/admin/audit-log: filters and the cursor of the next page. */
export const adminAuditQuerySchema = z.object({
  /** The action, exactly ("member.tier") or as its start ("member."). */
  action: z.string().trim().max(200).optional(),
  /** The actor's user id (the admin select), or a part of their name. */
  actor: z.string().trim().max(120).optional(),
  /** The target's id. */
  target: z.string().trim().max(200).optional(),
  family: z.enum(auditFamilies).optional(),
  /** Riyadh days, both included. */
  since: daySchema.optional(),
  until: daySchema.optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

export const ADMIN_AUDIT_PAGE_SIZE = 50;

/** One changed field: its value before and after (null when it had none). */
export type AuditChange = { field: string; before: unknown; after: unknown };

/**
 * The thing an entry changed. `name` is read now by its type (a member's name, an event's title), or
 * the name the entry kept when it was written; `gone`: it no longer exists.
 */
export type AuditTarget = { type: AuditTargetType; id: string | null; name: string | null; gone: boolean };

export type AdminAuditEntry = {
  id: string;
  actorUserId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
  verb: AuditVerb;
  family: AuditFamily | null;
  target: AuditTarget | null;
  /** Field by field, what differs between before and after. */
  changes: AuditChange[];
  /** For a catch-all entry: the names of the fields the request set (never their values). */
  fields: string[];
};
export type AdminAuditPage = { entries: AdminAuditEntry[]; nextCursor: string | null };

/** GET /api/admin/audit-log/actors: everyone who has an entry, for the admin filter. */
export type AuditActor = { id: string; name: string };
