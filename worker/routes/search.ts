import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { searchQuerySchema } from "../contract/search";
import { siteSearch } from "../domain/search/search";
import type { AppEnv } from "../env";
import { readerLanguage } from "../lib/content-language";
import { valid } from "../lib/validate";

/** The header search box (signed-in members only, like the search box itself); cities in the reader's language. */
export const searchRoutes = new Hono<AppEnv>().get(
  "/",
  signedIn,
  valid("query", searchQuerySchema, { blankAsMissing: true }),
  async (c) => {
    const viewer = await requireViewer(c);
    const query = c.req.valid("query");
    const now = new Date();
    return c.json(await siteSearch(c.var.db, query, viewer, now, readerLanguage(c)));
  },
);
