import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import type { AppEnv } from "../env";
import { CATCH_ALL_TYPE, describeAction } from "./audit-log/describe";
import { nameBeforeChange } from "./audit-log/target-names";
import type { Viewer } from "./members";

export type AuditEntry = {
  /** What happened, dotted: "member.tier", "member.suspend", "import.run", "payment.bank_transfer"… */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  /** The thing's name now (an event's title), kept for when it is gone. Never a member's (erasure). */
  targetName?: string | null;
  /** The changed fields before and after (only what changed; no passwords, no whole profiles). */
  before?: unknown;
  after?: unknown;
};

// The admin's name, never their address; erasing their account turns it into "Former member".
const actorOf = (viewer: Viewer) => ({
  actorUserId: viewer.user.id,
  actorName: viewer.user.name || viewer.user.id,
});

/** The insert for one entry, to put in the same D1 batch as the change it records. */
export function auditInsert(db: Database, actor: Viewer, entry: AuditEntry) {
  return db.insert(auditLog).values({
    ...actorOf(actor),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function recordAudit(db: Database, actor: Viewer, entry: AuditEntry): Promise<void> {
  await auditInsert(db, actor, entry);
}

/** Handlers that wrote their own, detailed entry say so, and the catch-all below stays quiet. */
export function markAudited(c: Context<AppEnv>): void {
  c.set("audited", true);
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Which fields a body set, not their values: admin bodies carry members' contact details (a listing's
 * email and phone, a job's how-to-apply, a mentor's address), and the append-only log could never
 * forget them when the member deletes their account. The path's ids say what was changed.
 */
function fieldsOf(body: string): { fields: string[] } | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return { fields: Object.keys(parsed).sort().slice(0, 50) };
  } catch {
    return null;
  }
}

/**
 * Every successful admin write is in the audit log. Routes that know the before and after of what they
 * changed record that themselves (recordAudit/auditInsert + markAudited); for every other admin write
 * this records who called which endpoint, the thing its path names (id, and name unless a member's)
 * and which fields the JSON body set (fieldsOf: names only) once it succeeded.
 */
export function auditAdminWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const isJson = (c.req.header("content-type") ?? "").includes("application/json");
    const body = isJson ? await c.req.text().catch(() => "") : "";
    const action = `${c.req.method} ${new URL(c.req.url).pathname}`;
    // The thing the path names, and its name read before the change (a deletion would take it along).
    const { targetType, targetId } = describeAction({ action, targetType: null, targetId: null });
    const targetName = targetType && targetId ? await nameBeforeChange(c.var.db, targetType, targetId) : null;
    await next();
    const viewer = c.get("viewer");
    if (c.res.status >= 400 || c.get("audited") || !viewer) return;
    await recordAudit(c.var.db, viewer, {
      action,
      targetType: CATCH_ALL_TYPE,
      targetId,
      targetName,
      after: body ? fieldsOf(body) : null,
    });
  };
}
