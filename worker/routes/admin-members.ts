import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import {
  adminAuditQuerySchema,
  adminMemberRoleSchema,
  adminMemberSuspendSchema,
  adminMembersQuerySchema,
  adminMemberTierSchema,
} from "../contract/admin-members";
import { todayInRiyadh } from "../contract/membership-year";
import { listAuditActors, listAuditLog } from "../domain/admin-audit-log";
import {
  changeMemberRole,
  changeMemberTier,
  restoreMember,
  suspendMember,
} from "../domain/admin-members/actions";
import { adminMemberDetail } from "../domain/admin-members/detail";
import { adminMembersCsv, adminMembersXlsx } from "../domain/admin-members/export";
import { listAdminMembers } from "../domain/admin-members/list";
import { markAudited } from "../domain/audit";
import { conversationRooms } from "../domain/messages/rooms";
import type { AppEnv } from "../env";
import { download } from "../lib/download";
import { valid } from "../lib/validate";
import { XLSX_CONTENT_TYPE } from "../lib/xlsx-stream";

/**
 * /api/admin/members (search, detail, tier, role, suspension, CSV and .xlsx exports) and /api/admin/audit-log.
 * Admin-only via admin.ts. Each write records its own before/after audit entry in the batch that
 * makes the change, so the catch-all entry is turned off (markAudited).
 */
export const adminMemberRoutes = new Hono<AppEnv>()
  .get("/members", valid("query", adminMembersQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listAdminMembers(c.var.db, query, new Date()));
  })
  .get("/members.csv", valid("query", adminMembersQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const now = new Date();
    const csv = await adminMembersCsv(c.var.db, query, now);
    const name = `sppc-members-${todayInRiyadh(now)}.csv`;
    return download(csv, "text/csv; charset=utf-8", name);
  })
  .get("/members.xlsx", valid("query", adminMembersQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const now = new Date();
    const xlsx = await adminMembersXlsx(c.var.db, query, now);
    return download(xlsx, XLSX_CONTENT_TYPE, `sppc-members-${todayInRiyadh(now)}.xlsx`);
  })
  .get("/members/:userId", async (c) => c.json(await adminMemberDetail(c.var.db, c.req.param("userId"))))
  .put("/members/:userId/tier", valid("json", adminMemberTierSchema), async (c) => {
    const input = c.req.valid("json");
    const admin = await requireAdmin(c);
    await changeMemberTier(c.var.db, admin, c.req.param("userId"), input, new Date());
    markAudited(c);
    return c.json(await adminMemberDetail(c.var.db, c.req.param("userId")));
  })
  .put("/members/:userId/role", valid("json", adminMemberRoleSchema), async (c) => {
    const { role } = c.req.valid("json");
    const admin = await requireAdmin(c);
    await changeMemberRole(c.var.db, admin, c.req.param("userId"), role);
    markAudited(c);
    return c.json(await adminMemberDetail(c.var.db, c.req.param("userId")));
  })
  .post("/members/:userId/suspend", valid("json", adminMemberSuspendSchema), async (c) => {
    const { reason } = c.req.valid("json");
    const admin = await requireAdmin(c);
    await suspendMember(
      { db: c.var.db, rooms: conversationRooms(c.env.CONVERSATIONS) },
      admin,
      c.req.param("userId"),
      reason,
    );
    markAudited(c);
    return c.json(await adminMemberDetail(c.var.db, c.req.param("userId")));
  })
  .post("/members/:userId/restore", async (c) => {
    const admin = await requireAdmin(c);
    await restoreMember(c.var.db, admin, c.req.param("userId"));
    markAudited(c);
    return c.json(await adminMemberDetail(c.var.db, c.req.param("userId")));
  })
  .get("/audit-log", valid("query", adminAuditQuerySchema, { blankAsMissing: true }), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listAuditLog(c.var.db, query));
  })
  .get("/audit-log/actors", async (c) => c.json({ actors: await listAuditActors(c.var.db) }));
