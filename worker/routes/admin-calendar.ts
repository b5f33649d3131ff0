import { Hono } from "hono";
import {
  type AdminCulturalDateResponse,
  type AdminCulturalDatesResponse,
  adminCulturalDateSchema,
  confirmCulturalDateSchema,
} from "../contract/calendar";
import {
  confirmCulturalDate,
  createCulturalDate,
  deleteCulturalDate,
  listCulturalDates,
  setCulturalDateActive,
  updateCulturalDate,
} from "../domain/calendar/admin";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

const one = (date: AdminCulturalDateResponse["date"]): AdminCulturalDateResponse => ({ date });

// /api/admin/calendar: the dates behind the Cultural Calendar card. Admin-only via admin.ts.
export const adminCalendarRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const body: AdminCulturalDatesResponse = { dates: await listCulturalDates(c.var.db) };
    return c.json(body);
  })

  .post("/", valid("json", adminCulturalDateSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json(one(await createCulturalDate(c.var.db, data)), 201);
  })

  .put("/:id", valid("json", adminCulturalDateSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json(one(await updateCulturalDate(c.var.db, c.req.param("id"), data)));
  })

  .post("/:id/confirm", valid("json", confirmCulturalDateSchema), async (c) => {
    const { date } = c.req.valid("json");
    return c.json(one(await confirmCulturalDate(c.var.db, c.req.param("id"), date)));
  })

  .post("/:id/hide", async (c) =>
    c.json(one(await setCulturalDateActive(c.var.db, c.req.param("id"), false))),
  )

  .post("/:id/show", async (c) => c.json(one(await setCulturalDateActive(c.var.db, c.req.param("id"), true))))

  .delete("/:id", async (c) => {
    await deleteCulturalDate(c.var.db, c.req.param("id"));
    return c.body(null, 204);
  });
