import { Hono } from "hono";
import { applicationReviewSchema } from "../contract/membership-application";
import { listApplications, reviewApplication } from "../domain/membership-applications";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

// /api/admin/applications: membership applications for review. Admin-only via admin.ts.
export const adminApplicationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ applications: await listApplications(c.var.db) }))
  .post("/:id/review", async (c) => {
    const review = parseInput(applicationReviewSchema, await readJson(c.req));
    return c.json({ application: await reviewApplication(c.var.db, c.req.param("id"), review) });
  });
