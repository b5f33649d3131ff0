import { Hono } from "hono";
import { findViewer, requireViewer } from "../../auth/guards";
import { PHOTO_MAX_BYTES } from "../../contract/profile";
import { currentUser } from "../../domain/members";
import {
  findPhotoKey,
  photoVersion,
  removeProfilePhoto,
  replaceProfilePhoto,
} from "../../domain/profile/photo";
import { mayShowMember } from "../../domain/profile/visibility";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { r2PhotoStore } from "../../storage/photos";

// Room for the multipart boundaries and headers around a photo of the maximum size.
const MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export const profilePhotoRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const viewer = await requireViewer(c);
    // Refuse an oversized body before reading it into memory.
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_BODY_BYTES) {
      throw new AppError("validation_failed", "The photo must be 5 MB or smaller", { photo: "too_large" });
    }
    const body = await c.req.parseBody().catch(() => {
      throw new AppError("bad_request", "Send the photo as multipart/form-data");
    });
    const file = body.photo;
    if (!(file instanceof File)) {
      throw new AppError("validation_failed", "Choose a photo to upload", { photo: "missing" });
    }
    const updated = await replaceProfilePhoto(c.var.db, r2PhotoStore(c.env.PHOTOS), viewer, file);
    return c.json(await currentUser(c.var.db, updated));
  })

  .delete("/", async (c) => {
    const viewer = await requireViewer(c);
    const updated = await removeProfilePhoto(c.var.db, r2PhotoStore(c.env.PHOTOS), viewer);
    return c.json(await currentUser(c.var.db, updated));
  })

  .get("/:userId", async (c) => {
    const userId = c.req.param("userId");
    // Only to whom the member has shown themselves (mayShowMember); everyone else gets the same 404
    // as for no photo or no member, so the answer never tells whether a member exists.
    const visible = await mayShowMember(c.var.db, userId, await findViewer(c));
    const key = visible ? await findPhotoKey(c.var.db, userId) : null;
    const photo = key ? await r2PhotoStore(c.env.PHOTOS).get(key) : null;
    if (!key || !photo) throw new AppError("not_found", "No photo");

    const etag = `"${photoVersion(key)}"`;
    // Private: who may see it depends on the viewer and on consent that can be withdrawn. A URL that
    // names the current version (?v=) can be kept for good; the bare URL is revalidated each time.
    const cacheControl =
      c.req.query("v") === photoVersion(key) ? "private, max-age=31536000, immutable" : "private, no-cache";
    const headers = { ETag: etag, "Cache-Control": cacheControl, Vary: "Cookie" };
    if (c.req.header("If-None-Match") === etag) {
      await photo.body.cancel();
      return c.body(null, 304, headers);
    }
    return c.body(photo.body, 200, {
      ...headers,
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.size),
    });
  });
