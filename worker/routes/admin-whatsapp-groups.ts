import { Hono } from "hono";
import {
  type AdminWhatsappGroupResponse,
  type AdminWhatsappGroupsResponse,
  adminWhatsappGroupSchema,
} from "../contract/whatsapp-groups";
import {
  createWhatsappGroup,
  deleteWhatsappGroup,
  listAdminWhatsappGroups,
  markWhatsappGroupActivity,
  setWhatsappGroupActive,
  updateWhatsappGroup,
} from "../domain/whatsapp-groups/admin";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

const one = (group: AdminWhatsappGroupResponse["group"]): AdminWhatsappGroupResponse => ({ group });

// /api/admin/whatsapp-groups: the groups behind /whatsapp-groups. Admin-only via admin.ts.
export const adminWhatsappGroupRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const body: AdminWhatsappGroupsResponse = { groups: await listAdminWhatsappGroups(c.var.db) };
    return c.json(body);
  })

  .post("/", valid("json", adminWhatsappGroupSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json(one(await createWhatsappGroup(c.var.db, data, new Date())), 201);
  })

  .put("/:id", valid("json", adminWhatsappGroupSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json(one(await updateWhatsappGroup(c.var.db, c.req.param("id"), data)));
  })

  .post("/:id/hide", async (c) =>
    c.json(one(await setWhatsappGroupActive(c.var.db, c.req.param("id"), false))),
  )

  .post("/:id/show", async (c) =>
    c.json(one(await setWhatsappGroupActive(c.var.db, c.req.param("id"), true))),
  )

  .post("/:id/activity", async (c) =>
    c.json(one(await markWhatsappGroupActivity(c.var.db, c.req.param("id"), new Date()))),
  )

  .delete("/:id", async (c) => {
    await deleteWhatsappGroup(c.var.db, c.req.param("id"));
    return c.body(null, 204);
  });
