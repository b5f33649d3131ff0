import { Hono } from "hono";
import { businessListQuerySchema } from "../contract/businesses";
import { findBusinessBySlug, listBusinesses } from "../domain/businesses";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** The public business directory (spec points 2, 3 and 7). */
export const businessRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const parsed = businessListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      throw new AppError("bad_request", "Invalid directory filters", parsed.error.issues);
    }
    const businesses = await listBusinesses(c.var.db, parsed.data);
    return c.json({ businesses });
  })
  .get("/:slug", async (c) => {
    const business = await findBusinessBySlug(c.var.db, c.req.param("slug"));
    if (!business) throw new AppError("not_found", "Business not found");
    return c.json({ business });
  });
