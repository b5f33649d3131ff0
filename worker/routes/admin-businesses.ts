import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import {
  adminBusinessListQuerySchema,
  adminBusinessSchema,
  moderationReasonSchema,
} from "../contract/businesses";
import type { BusinessDecision } from "../contract/enums";
import {
  createAdminBusiness,
  deleteAdminBusiness,
  listAdminBusinesses,
  moderateBusiness,
  setBusinessFlags,
  updateAdminBusiness,
} from "../domain/businesses/admin-businesses";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";

/** A reject or hide without a reason gets the reason's own message (the admin page shows it). */
function refuseReason(error: z.ZodError) {
  const message = error.issues[0]?.message ?? "Give a reason";
  return new AppError("validation_failed", message, { reason: [message] });
}
const reasonGiven = valid("json", moderationReasonSchema, { refuse: refuseReason });

function moderate(c: Context<AppEnv>, decision: BusinessDecision, reason: string | null) {
  return moderateBusiness(c.var.db, c.var.mailer, {
    id: c.req.param("id") ?? "",
    decision,
    reason,
    origin: new URL(c.req.url).origin,
    now: new Date(),
  });
}

// /api/admin/businesses: the directory's moderation and editing. Admin-only via admin.ts.
export const adminBusinessRoutes = new Hono<AppEnv>()
  .get("/", valid("query", adminBusinessListQuerySchema), async (c) => {
    const { status } = c.req.valid("query");
    return c.json({ businesses: await listAdminBusinesses(c.var.db, status) });
  })

  .post("/", valid("json", adminBusinessSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ business: await createAdminBusiness(c.var.db, data) }, 201);
  })

  .put("/:id", valid("json", adminBusinessSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ business: await updateAdminBusiness(c.var.db, c.req.param("id"), data) });
  })

  .delete("/:id", async (c) => {
    await deleteAdminBusiness(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .post("/:id/approve", async (c) => c.json({ business: await moderate(c, "approved", null) }))
  .post("/:id/reject", reasonGiven, async (c) =>
    c.json({ business: await moderate(c, "rejected", c.req.valid("json").reason) }),
  )
  .post("/:id/hide", reasonGiven, async (c) =>
    c.json({ business: await moderate(c, "hidden", c.req.valid("json").reason) }),
  )

  .post("/:id/verify", async (c) =>
    c.json({ business: await setBusinessFlags(c.var.db, c.req.param("id"), { isVerified: true }) }),
  )
  .post("/:id/unverify", async (c) =>
    c.json({ business: await setBusinessFlags(c.var.db, c.req.param("id"), { isVerified: false }) }),
  )
  .post("/:id/feature", async (c) =>
    c.json({ business: await setBusinessFlags(c.var.db, c.req.param("id"), { featured: true }) }),
  )
  .post("/:id/unfeature", async (c) =>
    c.json({ business: await setBusinessFlags(c.var.db, c.req.param("id"), { featured: false }) }),
  );
