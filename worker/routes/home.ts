import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { homeSummary } from "../domain/home-summary";
import type { AppEnv } from "../env";

/** /api/home: what the signed-in home's side columns show about the member. */
export const homeRoutes = new Hono<AppEnv>().get("/summary", async (c) => {
  const viewer = await requireViewer(c);
  return c.json(await homeSummary(c.var.db, viewer.member, new Date()));
});
