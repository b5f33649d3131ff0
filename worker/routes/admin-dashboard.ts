import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { adminDashboard } from "../domain/admin-dashboard";
import { enqueueWelcomeEmails } from "../domain/admin-members/welcome-emails";
import { markAudited, recordAudit } from "../domain/audit";
import type { AppEnv } from "../env";

/** The /admin dashboard: its numbers and lists, and the send-welcome-emails action. */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .get("/stats", async (c) => c.json(await adminDashboard(c.var.db, new Date())))
  .post("/send-welcome-emails", async (c) => {
    const admin = await requireAdmin(c);
    const queued = await enqueueWelcomeEmails(c.var.db, c.env.WELCOME_EMAILS, new URL(c.req.url).origin);
    await recordAudit(c.var.db, admin, { action: "welcome_emails.enqueue", after: { queued } });
    markAudited(c);
    return c.json({ success: true, queued });
  });
