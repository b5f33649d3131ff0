import type { Context } from "hono";
import { Hono } from "hono";
import {
  adminBusinessListQuerySchema,
  adminBusinessSchema,
  moderationReasonSchema,
} from "../contract/businesses";
import {
  createAdminBusiness,
  deleteAdminBusiness,
  listAdminBusinesses,
  moderateBusiness,
  setBusinessFlags,
  updateAdminBusiness,
} from "../domain/admin-businesses";
import type { BusinessDecision } from "../email/business-reviewed";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { parseInput, readJson } from "../lib/validate";

/** A reject or hide without a reason gets the reason's own message (the admin page shows it). */
async function reasonOf(c: Context<AppEnv>): Promise<string> {
  const parsed = moderationReasonSchema.safeParse(await readJson(c.req));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Give a reason";
    throw new AppError("validation_failed", message, { reason: [message] });
  }
  return parsed.data.reason;
}

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
  .get("/", async (c) => {
    const { status } = parseInput(adminBusinessListQuerySchema, c.req.query());
    return c.json({ businesses: await listAdminBusinesses(c.var.db, status) });
  })

  .post("/", async (c) => {
    const data = parseInput(adminBusinessSchema, await readJson(c.req));
    return c.json({ business: await createAdminBusiness(c.var.db, data) }, 201);
  })

  .put("/:id", async (c) => {
    const data = parseInput(adminBusinessSchema, await readJson(c.req));
    return c.json({ business: await updateAdminBusiness(c.var.db, c.req.param("id"), data) });
  })

  .delete("/:id", async (c) => {
    await deleteAdminBusiness(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .post("/:id/approve", async (c) => c.json({ business: await moderate(c, "approved", null) }))
  .post("/:id/reject", async (c) => c.json({ business: await moderate(c, "rejected", await reasonOf(c)) }))
  .post("/:id/hide", async (c) => c.json({ business: await moderate(c, "hidden", await reasonOf(c)) }))

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
