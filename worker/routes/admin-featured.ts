import { Hono } from "hono";
import { featuredItemSchema, featuredOrderSchema, featuredVisibilitySchema } from "../contract/featured";
import {
  createFeatured,
  deleteFeatured,
  listFeaturedForAdmin,
  reorderFeatured,
  updateFeatured,
} from "../domain/featured";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/featured: what /explore features. Admin-only via admin.ts.
export const adminFeaturedRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ items: await listFeaturedForAdmin(c.var.db) }))

  .post("/", valid("json", featuredItemSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ item: await createFeatured(c.var.db, data) }, 201);
  })

  // The new order, every id first to last; registered before /:id so "order" is not an id.
  .put("/order", valid("json", featuredOrderSchema), async (c) => {
    const { ids } = c.req.valid("json");
    return c.json({ items: await reorderFeatured(c.var.db, ids) });
  })

  .put("/:id", valid("json", featuredItemSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ item: await updateFeatured(c.var.db, c.req.param("id"), data) });
  })

  .post("/:id/visibility", valid("json", featuredVisibilitySchema), async (c) => {
    const { isActive } = c.req.valid("json");
    return c.json({ item: await updateFeatured(c.var.db, c.req.param("id"), { isActive }) });
  })

  .delete("/:id", async (c) => {
    await deleteFeatured(c.var.db, c.req.param("id"));
    return c.body(null, 204);
  });
