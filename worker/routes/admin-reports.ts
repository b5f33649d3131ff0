import { Hono } from "hono";
import { dismissReports, listReportedPosts, removeReportedPost } from "../domain/post-reports-admin";
import type { AppEnv } from "../env";

// /api/admin/reports: the moderation queue of reported feed posts. Admin-only via admin.ts.
export const adminReportRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ reported: await listReportedPosts(c.var.db) }))

  .post("/:postId/dismiss", async (c) => {
    await dismissReports(c.var.db, c.req.param("postId"), new Date());
    return c.json({ dismissed: true });
  })

  .post("/:postId/remove", async (c) => {
    await removeReportedPost(c.var.db, c.req.param("postId"), new Date());
    return c.json({ removed: true });
  });
