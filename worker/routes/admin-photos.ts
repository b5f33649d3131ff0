import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { photoStatuses } from "../db/schema";
import {
  deleteEventPhoto,
  findEventPhoto,
  listEventPhotos,
  type PhotoStatus,
  reviewEventPhoto,
} from "../domain/event-photos";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { r2PhotoStore } from "../storage/photos";
import { servePhotoFile } from "./photos";

const isStatus = (value: string): value is PhotoStatus =>
  (photoStatuses as readonly string[]).includes(value);

// /api/admin/photos: the photo moderation queue. Admin-only via admin.ts.
export const adminPhotoRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const status = c.req.query("status") ?? "pending";
    if (!isStatus(status)) throw new AppError("validation_failed", "Unknown status", { status: "invalid" });
    return c.json({ photos: await listEventPhotos(c.var.db, status) });
  })

  // Any status, so admins can review pending photos before anyone else can see them.
  .get("/:id/file", async (c) => {
    const row = await findEventPhoto(c.var.db, c.req.param("id"));
    if (!row) throw new AppError("not_found", "No photo");
    return servePhotoFile(c, row);
  })

  .post("/:id/approve", async (c) => {
    const admin = await requireAdmin(c);
    return c.json({ photo: await reviewEventPhoto(c.var.db, c.req.param("id"), "approved", admin.user.id) });
  })

  .post("/:id/reject", async (c) => {
    const admin = await requireAdmin(c);
    return c.json({ photo: await reviewEventPhoto(c.var.db, c.req.param("id"), "rejected", admin.user.id) });
  })

  .delete("/:id", async (c) => {
    await deleteEventPhoto(c.var.db, r2PhotoStore(c.env.PHOTOS), c.req.param("id"));
    return c.body(null, 204);
  });
