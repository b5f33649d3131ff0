import { Hono } from "hono";
import { helpArticleSchema, helpPublishSchema } from "../contract/help-articles";
import {
  createHelpArticle,
  deleteHelpArticle,
  listHelpArticlesForAdmin,
  setHelpArticlePublished,
  updateHelpArticle,
} from "../domain/help-articles";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/help-articles: every language version, published or not. Admin-only via admin.ts.
export const adminHelpArticleRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ articles: await listHelpArticlesForAdmin(c.var.db) }))

  .post("/", valid("json", helpArticleSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ article: await createHelpArticle(c.var.db, data) }, 201);
  })

  .put("/:id", valid("json", helpArticleSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ article: await updateHelpArticle(c.var.db, c.req.param("id"), data, new Date()) });
  })

  .post("/:id/publish", valid("json", helpPublishSchema), async (c) => {
    const { isPublished } = c.req.valid("json");
    return c.json({
      article: await setHelpArticlePublished(c.var.db, c.req.param("id"), isPublished, new Date()),
    });
  })

  .delete("/:id", async (c) => {
    await deleteHelpArticle(c.var.db, c.req.param("id"));
    return c.body(null, 204);
  });
