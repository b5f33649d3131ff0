import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditPage, type AdminAuditQuery } from "../contract/admin-members";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import { AppError } from "../errors";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Keyset paging on (createdAt, id), newest first: entries written meanwhile never shift a page.
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = cursor.split("~");
  if (!createdAt || !id)
    throw new AppError("validation_failed", "Check the filters", { cursor: ["Invalid cursor"] });
  return or(lt(auditLog.createdAt, createdAt), and(eq(auditLog.createdAt, createdAt), lt(auditLog.id, id)));
}

/** GET /api/admin/audit-log: read only; there is no route that changes an entry. */
export async function listAuditLog(db: Database, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        // "member." finds every member action; "member.tier" just that one.
        query.action ? sql`${auditLog.action} like ${`${escapeLike(query.action)}%`} escape '\\'` : undefined,
        query.actor
          ? or(
              eq(auditLog.actorUserId, query.actor),
              sql`lower(${auditLog.actorName}) like ${`%${escapeLike(query.actor.toLowerCase())}%`} escape '\\'`,
            )
          : undefined,
        query.target ? eq(auditLog.targetId, query.target) : undefined,
        afterCursor(query.cursor),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page,
    nextCursor: rows.length > ADMIN_AUDIT_PAGE_SIZE && last ? `${last.createdAt}~${last.id}` : null,
  };
}
