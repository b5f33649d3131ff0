import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { searchQuerySchema } from "../contract/search";
import { effectiveTier } from "../domain/effective-tier";
import { siteSearch } from "../domain/search";
import type { AppEnv } from "../env";
import { parseInput } from "../lib/validate";

/** The header search box (signed-in members only, like the search box itself). */
export const searchRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const viewer = await requireViewer(c);
  const query = parseInput(searchQuerySchema, {
    q: c.req.query("q") ?? "",
    kind: c.req.query("kind") || undefined,
    limit: c.req.query("limit") || undefined,
  });
  const now = new Date();
  return c.json(await siteSearch(c.var.db, query, { tier: effectiveTier(viewer.member, now) }, now));
});
