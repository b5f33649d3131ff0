import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { exploreSummary } from "../domain/explore";
import type { AppEnv } from "../env";
import { readerLanguage } from "../lib/content-language";

/** /explore is for signed-in members (spec point 6), and so is what it shows. */
export const exploreRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const viewer = await requireViewer(c);
  return c.json(await exploreSummary(c.var.db, viewer, new Date(), readerLanguage(c)));
});
