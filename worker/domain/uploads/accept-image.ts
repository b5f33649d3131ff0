import { PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION } from "../../contract/profile";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { type CleanImage, cleanImage, IMAGE_LIMITS, type ImageLimits } from "../../lib/clean-image";
import { takeUploadSlot } from "./upload-rate";

/** Spec point 9: 10 MB per event photo (10485760 bytes). */
export const EVENT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type ImageUploadKind = "profile-photo" | "event-photo";

type Rules = { maxBytes: number; limits: ImageLimits; sizeMessage: string; pixelMessage: string };

const RULES: Record<ImageUploadKind, Rules> = {
  // The browser shrinks a profile photo to 800 px before sending it, so a tighter cap costs nobody.
  "profile-photo": {
    maxBytes: PHOTO_MAX_BYTES,
    limits: { maxSide: PHOTO_MAX_DIMENSION, maxPixels: PHOTO_MAX_DIMENSION * PHOTO_MAX_DIMENSION },
    sizeMessage: "The photo must be 5 MB or smaller",
    pixelMessage: `The photo must be at most ${PHOTO_MAX_DIMENSION} pixels wide and high`,
  },
  "event-photo": {
    maxBytes: EVENT_PHOTO_MAX_BYTES,
    limits: IMAGE_LIMITS,
    sizeMessage: "The photo must be 10 MB or smaller",
    pixelMessage: `The photo must be at most ${IMAGE_LIMITS.maxSide} pixels wide and high and ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels`,
  },
};

const refuse = (problem: string, message: string) =>
  new AppError("validation_failed", message, { photo: problem });

/**
 * Every image a member uploads comes through here before it is stored: the member's hourly rate, the
 * file size, then cleanImage (type by content, pixel cap, metadata and trailing bytes removed).
 * Returns the bytes to store; throws our 422 (details.photo names the problem) or 429.
 */
export async function acceptImageUpload(
  db: Database,
  upload: { kind: ImageUploadKind; userId: string; file: File },
  now = Date.now(),
): Promise<CleanImage> {
  const rules = RULES[upload.kind];
  await takeUploadSlot(db, upload.kind, upload.userId, now);
  if (upload.file.size > rules.maxBytes) throw refuse("too_large", rules.sizeMessage);
  const result = cleanImage(new Uint8Array(await upload.file.arrayBuffer()), rules.limits);
  if (result.ok) return result.image;
  if (result.problem === "too_many_pixels") throw refuse("too_many_pixels", rules.pixelMessage);
  throw refuse("unsupported_type", "The photo must be a JPEG, PNG or WebP image");
}
