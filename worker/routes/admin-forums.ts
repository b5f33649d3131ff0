import { Hono } from "hono";
import {
  adminForumCategoryPatchSchema,
  adminForumCategorySchema,
  adminForumReplyPatchSchema,
  adminForumThreadListQuerySchema,
  adminForumThreadPatchSchema,
} from "../contract/forums";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  listAdminReplies,
  listAdminThreads,
  moderateReply,
  moderateThread,
  updateCategory,
} from "../domain/forums/admin";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/forums: categories and moderation of threads and replies. Admin-only via admin.ts.
export const adminForumRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => c.json({ categories: await listAdminCategories(c.var.db) }))

  .post("/categories", valid("json", adminForumCategorySchema), async (c) => {
    const input = c.req.valid("json");
    return c.json({ category: await createCategory(c.var.db, input) }, 201);
  })

  .patch("/categories/:id", valid("json", adminForumCategoryPatchSchema), async (c) => {
    const patch = c.req.valid("json");
    return c.json({ category: await updateCategory(c.var.db, c.req.param("id"), patch) });
  })

  .delete("/categories/:id", async (c) => {
    await deleteCategory(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .get("/threads", valid("query", adminForumThreadListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json({ threads: await listAdminThreads(c.var.db, query) });
  })

  .patch("/threads/:id", valid("json", adminForumThreadPatchSchema), async (c) => {
    const patch = c.req.valid("json");
    return c.json({ thread: await moderateThread(c.var.db, c.req.param("id"), patch, new Date()) });
  })

  .get("/threads/:id/replies", async (c) =>
    c.json({ replies: await listAdminReplies(c.var.db, c.req.param("id")) }),
  )

  .patch("/replies/:id", valid("json", adminForumReplyPatchSchema), async (c) => {
    const { removed } = c.req.valid("json");
    return c.json({ reply: await moderateReply(c.var.db, c.req.param("id"), removed, new Date()) });
  });
