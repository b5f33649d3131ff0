import { Hono } from "hono";
import { helpArticleLanguageSchema, helpArticleQuerySchema } from "../contract/help-articles";
import { findHelpArticle, listHelpArticles } from "../domain/help-articles";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { publicAnswer } from "../lib/public-answer";
import { valid } from "../lib/validate";

/** The public help centre: published articles in the reader's language, English where none. */
export const helpRoutes = new Hono<AppEnv>()
  .get("/articles", publicAnswer(), valid("query", helpArticleQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json({ articles: await listHelpArticles(c.var.db, query) });
  })
  .get("/articles/:slug", publicAnswer(), valid("query", helpArticleLanguageSchema), async (c) => {
    const { language } = c.req.valid("query");
    const article = await findHelpArticle(c.var.db, c.req.param("slug"), language);
    if (!article) throw new AppError("not_found", "Help article not found");
    return c.json({ article });
  });
