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
} from "../domain/forums-admin";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

// /api/admin/forums: categories and moderation of threads and replies. Admin-only via admin.ts.
export const adminForumRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => c.json({ categories: await listAdminCategories(c.var.db) }))

  .post("/categories", async (c) => {
    const input = parseInput(adminForumCategorySchema, await readJson(c.req));
    return c.json({ category: await createCategory(c.var.db, input) }, 201);
  })

  .patch("/categories/:id", async (c) => {
    const patch = parseInput(adminForumCategoryPatchSchema, await readJson(c.req));
    return c.json({ category: await updateCategory(c.var.db, c.req.param("id"), patch) });
  })

  .delete("/categories/:id", async (c) => {
    await deleteCategory(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .get("/threads", async (c) => {
    const query = parseInput(adminForumThreadListQuerySchema, c.req.query());
    return c.json({ threads: await listAdminThreads(c.var.db, query) });
  })

  .patch("/threads/:id", async (c) => {
    const patch = parseInput(adminForumThreadPatchSchema, await readJson(c.req));
    return c.json({ thread: await moderateThread(c.var.db, c.req.param("id"), patch, new Date()) });
  })

  .get("/threads/:id/replies", async (c) =>
    c.json({ replies: await listAdminReplies(c.var.db, c.req.param("id")) }),
  )

  .patch("/replies/:id", async (c) => {
    const { removed } = parseInput(adminForumReplyPatchSchema, await readJson(c.req));
    return c.json({ reply: await moderateReply(c.var.db, c.req.param("id"), removed, new Date()) });
  });
