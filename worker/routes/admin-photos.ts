import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth/guards";
import { photoStatuses } from "../contract/enums";
import { moderateEventPhoto } from "../domain/events/photo-moderation";
import { deleteEventPhoto, findEventPhoto, listEventPhotos } from "../domain/events/photos";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";
import { r2PhotoStore } from "../storage/photos";
import { optionalNote, requiredReason } from "./decision-reason";
import { servePhotoFile } from "./photos";

const statusFilter = z.object({ status: z.enum(photoStatuses).default("pending") });
const unknownStatus = () => new AppError("validation_failed", "Unknown status", { status: "invalid" });

/** The uploader is emailed the decision: a reject always with its reason, an approve with an optional note. */
async function moderate(c: Context<AppEnv>, decision: "approved" | "rejected", reason: string | null) {
  const admin = await requireAdmin(c);
  return moderateEventPhoto(c.var.db, c.var.mailer, {
    id: c.req.param("id") ?? "",
    decision,
    reason,
    adminUserId: admin.user.id,
    origin: new URL(c.req.url).origin,
  });
}

// /api/admin/photos: the photo moderation queue. Admin-only via admin.ts.
export const adminPhotoRoutes = new Hono<AppEnv>()
  .get("/", valid("query", statusFilter, { refuse: unknownStatus }), async (c) => {
    const { status } = c.req.valid("query");
    return c.json({ photos: await listEventPhotos(c.var.db, status) });
  })

  // Any status, so admins can review pending photos before anyone else can see them.
  .get("/:id/file", async (c) => {
    const row = await findEventPhoto(c.var.db, c.req.param("id"));
    if (!row) throw new AppError("not_found", "No photo");
    return servePhotoFile(c, row);
  })

  .post("/:id/approve", optionalNote, async (c) =>
    c.json({ photo: await moderate(c, "approved", c.req.valid("json").note) }),
  )
  .post("/:id/reject", requiredReason, async (c) =>
    c.json({ photo: await moderate(c, "rejected", c.req.valid("json").reason) }),
  )

  .delete("/:id", async (c) => {
    await deleteEventPhoto(c.var.db, r2PhotoStore(c.env.PHOTOS), c.req.param("id"));
    return c.body(null, 204);
  });
