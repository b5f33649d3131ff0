import { Hono } from "hono";
import { dismissMessageReport, listOpenMessageReports } from "../domain/messages/reports";
import { keepReportedPost, removeReportedPostAndTell } from "../domain/posts/report-moderation";
import { listReportedPosts } from "../domain/posts/reports-admin";
import type { AppEnv } from "../env";
import { optionalNote, requiredReason } from "./decision-reason";

// /api/admin/reports: the moderation queue of reported feed posts. Admin-only via admin.ts.
// Dismissing tells the reporters the post stays (with an optional note); removing needs a reason,
// emailed to the author.
export const adminReportRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ reported: await listReportedPosts(c.var.db) }))

  // Reported conversations: who reported whom and why; admins never see the messages.
  .get("/messages", async (c) => c.json({ reports: await listOpenMessageReports(c.var.db) }))

  .post("/messages/:reportId/dismiss", async (c) => {
    await dismissMessageReport(c.var.db, c.req.param("reportId"));
    return c.json({ dismissed: true });
  })

  .post("/:postId/dismiss", optionalNote, async (c) => {
    await keepReportedPost(c.var.db, c.var.mailer, {
      postId: c.req.param("postId"),
      reason: c.req.valid("json").note,
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json({ dismissed: true });
  })

  .post("/:postId/remove", requiredReason, async (c) => {
    await removeReportedPostAndTell(c.var.db, c.var.mailer, {
      postId: c.req.param("postId"),
      reason: c.req.valid("json").reason,
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json({ removed: true });
  });
