import { and, desc, eq, gte, isNotNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminAuditQuery,
  type AuditActor,
  type AuditFamily,
} from "../contract/audit-log";
import { endOfCardDay, startOfCardDay } from "../contract/membership-card";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import { AppError } from "../errors";
import { CATCH_ALL_TYPE, changesOf, describeAction, familyMatchers, fieldsSet } from "./audit-log/describe";
import { hasName, namesOf } from "./audit-log/target-names";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (pattern: string) => sql`${auditLog.action} like ${pattern} escape '\\'`;

// Keyset paging on (createdAt, id), newest first: entries written meanwhile never shift a page.
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = cursor.split("~");
  if (!createdAt || !id)
    throw new AppError("validation_failed", "Check the filters", { cursor: ["Invalid cursor"] });
  return or(lt(auditLog.createdAt, createdAt), and(eq(auditLog.createdAt, createdAt), lt(auditLog.id, id)));
}

/** A family's entries: its detailed actions ("member.tier") and its catch-all paths ("PUT /api/admin/events/…"). */
function inFamily(family: AuditFamily | undefined): SQL | undefined {
  if (!family) return undefined;
  const { paths, actions } = familyMatchers(family);
  return or(
    ...actions.map((prefix) => like(`${escapeLike(prefix)}%`)),
    ...paths.flatMap((path) => [
      like(`% /api/admin/${escapeLike(path)}`),
      like(`% /api/admin/${escapeLike(path)}/%`),
    ]),
  );
}

type StoredEntry = typeof auditLog.$inferSelect;

/** Entries as the page reads them: the verb, the thing with its name now (or as kept), the changes. */
async function readable(db: Database, rows: StoredEntry[]): Promise<AdminAuditEntry[]> {
  const described = rows.map((row) => ({ row, what: describeAction(row) }));
  const names = await namesOf(
    db,
    described.flatMap(({ what }) =>
      what.targetType && what.targetId ? [{ type: what.targetType, id: what.targetId }] : [],
    ),
  );
  return described.map(({ row, what }) => {
    const { targetName, ...stored } = row;
    const type = what.targetType;
    const live = type && what.targetId ? names.get(`${type}:${what.targetId}`) : undefined;
    const catchAll = row.targetType === CATCH_ALL_TYPE;
    return {
      ...stored,
      verb: what.verb,
      family: what.family,
      target: type
        ? {
            type,
            id: what.targetId,
            name: live ?? targetName ?? null,
            gone: Boolean(what.targetId) && hasName(type) && live === undefined,
          }
        : null,
      changes: catchAll ? [] : changesOf(row.before, row.after),
      fields: fieldsSet(row.targetType, row.after),
    };
  });
}

/** GET /api/admin/audit-log: read only; there is no route that changes an entry. */
export async function listAuditLog(db: Database, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        // "member." finds every member action; "member.tier" just that one.
        query.action ? like(`${escapeLike(query.action)}%`) : undefined,
        query.actor
          ? or(
              eq(auditLog.actorUserId, query.actor),
              sql`lower(${auditLog.actorName}) like ${`%${escapeLike(query.actor.toLowerCase())}%`} escape '\\'`,
            )
          : undefined,
        query.target ? eq(auditLog.targetId, query.target) : undefined,
        inFamily(query.family),
        query.since ? gte(auditLog.createdAt, startOfCardDay(query.since)) : undefined,
        query.until ? lte(auditLog.createdAt, endOfCardDay(query.until)) : undefined,
        afterCursor(query.cursor),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: await readable(db, page),
    nextCursor: rows.length > ADMIN_AUDIT_PAGE_SIZE && last ? `${last.createdAt}~${last.id}` : null,
  };
}

/** GET /api/admin/audit-log/actors: everyone with an entry, by the name of their newest one. */
export async function listAuditActors(db: Database): Promise<AuditActor[]> {
  // SQLite takes the bare actor_name from the row that holds max(created_at).
  const rows = await db
    .select({
      id: auditLog.actorUserId,
      name: auditLog.actorName,
      newest: sql`max(${auditLog.createdAt})`,
    })
    .from(auditLog)
    .where(isNotNull(auditLog.actorUserId))
    .groupBy(auditLog.actorUserId);
  return rows
    .flatMap(({ id, name }) => (id ? [{ id, name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}
