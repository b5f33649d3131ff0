import { Hono } from "hono";
import { adminPartnerSchema, adminSponsorshipPackageSchema } from "../contract/partners";
import {
  createPartner,
  createSponsorshipPackage,
  deletePartner,
  deleteSponsorshipPackage,
  listAdminPartners,
  listAdminSponsorshipPackages,
  updatePartner,
  updateSponsorshipPackage,
} from "../domain/partners-admin";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/partners: the partner discounts of the card page. Admin-only via admin.ts.
export const adminPartnerRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ partners: await listAdminPartners(c.var.db) }))
  .post("/", valid("json", adminPartnerSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ partner: await createPartner(c.var.db, data) }, 201);
  })
  .put("/:id", valid("json", adminPartnerSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ partner: await updatePartner(c.var.db, c.req.param("id"), data) });
  })
  .delete("/:id", async (c) => {
    await deletePartner(c.var.db, c.req.param("id"));
    return c.body(null, 204);
  });

// /api/admin/sponsorship-packages: the packages of /partnerships. Admin-only via admin.ts.
export const adminSponsorshipPackageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ packages: await listAdminSponsorshipPackages(c.var.db) }))
  .post("/", valid("json", adminSponsorshipPackageSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ package: await createSponsorshipPackage(c.var.db, data) }, 201);
  })
  .put("/:id", valid("json", adminSponsorshipPackageSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ package: await updateSponsorshipPackage(c.var.db, c.req.param("id"), data) });
  })
  .delete("/:id", async (c) => {
    await deleteSponsorshipPackage(c.var.db, c.req.param("id"));
    return c.body(null, 204);
  });
