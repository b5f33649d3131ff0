import { type Context, Hono } from "hono";
import { findViewer, requireViewer } from "../auth/guards";
import {
  canSeePhoto,
  cleanEventName,
  EVENT_PHOTO_MAX_BYTES,
  findEventPhoto,
  listEventPhotos,
  uploadEventPhoto,
} from "../domain/events/photos";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { publicAnswer } from "../lib/public-answer";
import { r2PhotoStore } from "../storage/photos";

// Room for the multipart boundaries, headers and the event name around a photo of the maximum size.
const MAX_BODY_BYTES = EVENT_PHOTO_MAX_BYTES + 64 * 1024;

type PhotoRow = NonNullable<Awaited<ReturnType<typeof findEventPhoto>>>;

/** A variant never changes under its URL (its file name holds its hash), so it is cached for a year. */
const IMMUTABLE = "max-age=31536000, immutable";

/** Streams one of a photo's variants, named by its URL's file name, as listed on the row. */
async function serveVariant(c: Context<AppEnv>, row: PhotoRow, file: string) {
  const variant = Object.values(row.variants ?? {}).find((stored) => stored.key.endsWith(`/${file}`));
  const object = variant ? await r2PhotoStore(c.env.PHOTOS).get(variant.key) : null;
  if (!object) throw new AppError("not_found", "No photo");
  // Approved photos are public; the uploader's and admins' view of the others stays in their browser.
  const scope = row.status === "approved" ? "public" : "private";
  return c.body(object.body, 200, {
    "Content-Type": "image/webp",
    "Content-Length": String(object.size),
    "Cache-Control": `${scope}, ${IMMUTABLE}`,
    "X-Content-Type-Options": "nosniff",
  });
}

/** Streams a stored photo. Approved photos may be cached by anyone; others never. */
export async function servePhotoFile(c: Context<AppEnv>, row: PhotoRow) {
  const file = await r2PhotoStore(c.env.PHOTOS).get(row.r2Key);
  if (!file) throw new AppError("not_found", "No photo");
  const cacheControl = row.status === "approved" ? "public, max-age=3600" : "private, no-store";
  return c.body(file.body, 200, {
    "Content-Type": row.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
  });
}

// Mounted at /api/events: uploads by signed-in members, and the public gallery of approved photos.
export const photoRoutes = new Hono<AppEnv>()
  // Members only (401 for visitors): a name to hold to account keeps the moderation queue clean.
  .post("/upload-photo", async (c) => {
    const viewer = await requireViewer(c);
    // Refuse an oversized body before reading it into memory.
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_BODY_BYTES) {
      throw new AppError("validation_failed", "The photo must be 10 MB or smaller", { photo: "too_large" });
    }
    const body = await c.req.parseBody().catch(() => {
      throw new AppError("bad_request", "Send the photo as multipart/form-data");
    });
    const file = body.photo;
    if (!(file instanceof File)) {
      throw new AppError("validation_failed", "Choose a photo to upload", { photo: "missing" });
    }
    const eventName = cleanEventName(body.eventName);
    const photo = await uploadEventPhoto(
      c.var.db,
      r2PhotoStore(c.env.PHOTOS),
      c.env.IMAGE_VARIANTS,
      viewer,
      file,
      eventName,
    );
    return c.json({ id: photo.id, url: photo.url, status: photo.status }, 201);
  })

  .get("/photos", publicAnswer(), async (c) => {
    const photos = await listEventPhotos(c.var.db, "approved");
    return c.json({ photos });
  })

  .get("/photos/:id/file", async (c) => {
    const row = await findEventPhoto(c.var.db, c.req.param("id"));
    // 404 rather than 403 for photos the viewer may not see: the answer never tells they exist.
    if (!row || !canSeePhoto(row, row.status === "approved" ? null : await findViewer(c))) {
      throw new AppError("not_found", "No photo");
    }
    return servePhotoFile(c, row);
  })

  .get("/photos/:id/variants/:file", async (c) => {
    const row = await findEventPhoto(c.var.db, c.req.param("id"));
    if (!row || !canSeePhoto(row, row.status === "approved" ? null : await findViewer(c))) {
      throw new AppError("not_found", "No photo");
    }
    return serveVariant(c, row, c.req.param("file"));
  });
