import { desc, eq, sql } from "drizzle-orm";
import { stripHiddenControls } from "../../contract/hidden-controls";
import type { EventPhoto, ImageVariant, ImageVariantName } from "../../contract/photos";
import type { Database } from "../../db/client";
import { eventPhotos, events } from "../../db/schema";
import { AppError } from "../../errors";
import type { PhotoStore } from "../../storage/photos";
import type { Viewer } from "../members";
import { acceptImageUpload } from "../uploads/accept-image";
import { requestVariants, type VariantQueue } from "../uploads/variant-queue";

export { EVENT_PHOTO_MAX_BYTES } from "../uploads/accept-image";
export const EVENT_NAME_MAX_LENGTH = 120;

export type PhotoRow = typeof eventPhotos.$inferSelect;
export type PhotoStatus = PhotoRow["status"];

export type { EventPhoto } from "../../contract/photos";

export const eventPhotoUrl = (id: string) => `/api/events/photos/${id}/file`;

/**
 * A variant's URL names its file, whose key ends in the hash of its bytes: the URL of new bytes is
 * a new URL, so an answer may be cached for a year (serveVariant).
 */
function variantOf(row: PhotoRow, name: ImageVariantName): ImageVariant | null {
  const stored = row.variants?.[name];
  if (!stored) return null;
  const file = stored.key.slice(stored.key.lastIndexOf("/") + 1);
  return { url: `/api/events/photos/${row.id}/variants/${file}`, width: stored.width, height: stored.height };
}

export function toEventPhoto(row: PhotoRow): EventPhoto {
  return {
    id: row.id,
    url: eventPhotoUrl(row.id),
    eventName: row.eventName,
    caption: row.caption,
    width: row.width,
    height: row.height,
    thumbnail: variantOf(row, "thumbnail"),
    medium: variantOf(row, "medium"),
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** All the R2 keys of a photo: the original and its variants. */
export const photoObjectKeys = (row: Pick<PhotoRow, "r2Key" | "variants">): string[] => [
  row.r2Key,
  ...Object.values(row.variants ?? {}).map((variant) => variant.key),
];

export function cleanEventName(value: unknown): string {
  const name = typeof value === "string" ? stripHiddenControls(value).trim().replace(/\s+/g, " ") : "";
  if (!name) throw new AppError("validation_failed", "Choose the event", { eventName: "missing" });
  if (name.length > EVENT_NAME_MAX_LENGTH) {
    throw new AppError(
      "validation_failed",
      `The event name must be at most ${EVENT_NAME_MAX_LENGTH} characters`,
      {
        eventName: "too_long",
      },
    );
  }
  return name;
}

/**
 * Cleans the photo (acceptImageUpload: the member's hourly rate, type by content, pixel cap, no
 * metadata or trailing bytes), stores it under a server-chosen key and records it as pending: nobody
 * but its uploader and admins sees it until an admin approves it. Its resized variants are made by
 * the queue consumer (too much CPU for a request); lists show the original until they exist.
 */
export async function uploadEventPhoto(
  db: Database,
  store: PhotoStore,
  variantQueue: VariantQueue,
  viewer: Viewer,
  file: File,
  eventName: string,
  now = new Date(),
): Promise<EventPhoto> {
  const image = await acceptImageUpload(
    db,
    { kind: "event-photo", userId: viewer.user.id, file },
    now.getTime(),
  );
  const key = `event-photos/${now.getUTCFullYear()}/${crypto.randomUUID()}.${image.ext}`;
  await store.put(key, image.bytes.buffer, image.type);
  const event = await db
    .select({ id: events.id })
    .from(events)
    .where(sql`lower(${events.name}) = lower(${eventName})`)
    .get();
  try {
    const row = await db
      .insert(eventPhotos)
      .values({
        eventId: event?.id ?? null,
        eventName,
        r2Key: key,
        contentType: image.type,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        uploaderUserId: viewer.user.id,
        status: "pending",
      })
      .returning()
      .get();
    await requestVariants(variantQueue, { kind: "event-photo", id: row.id });
    return toEventPhoto(row);
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

export async function listEventPhotos(db: Database, status: PhotoStatus, limit = 200): Promise<EventPhoto[]> {
  const rows = await db
    .select()
    .from(eventPhotos)
    .where(eq(eventPhotos.status, status))
    .orderBy(desc(eventPhotos.createdAt))
    .limit(limit);
  return rows.map(toEventPhoto);
}

export async function findEventPhoto(db: Database, id: string): Promise<PhotoRow | null> {
  return (await db.select().from(eventPhotos).where(eq(eventPhotos.id, id)).get()) ?? null;
}

/** Approves or rejects a photo; 404 when it does not exist. */
export async function reviewEventPhoto(
  db: Database,
  id: string,
  status: Exclude<PhotoStatus, "pending">,
  adminUserId: string,
  now = new Date(),
): Promise<EventPhoto> {
  const row = await db
    .update(eventPhotos)
    .set({ status, reviewedAt: now.toISOString(), reviewedBy: adminUserId })
    .where(eq(eventPhotos.id, id))
    .returning()
    .get();
  if (!row) throw new AppError("not_found", "No such photo");
  return toEventPhoto(row);
}

/**
 * Deletes the row first, then the original and its variants: a failure never leaves a row pointing at
 * nothing. (A variant job that finishes after this finds no row and deletes what it wrote.)
 */
export async function deleteEventPhoto(db: Database, store: PhotoStore, id: string): Promise<void> {
  const row = await db.delete(eventPhotos).where(eq(eventPhotos.id, id)).returning().get();
  if (!row) throw new AppError("not_found", "No such photo");
  await Promise.all(photoObjectKeys(row).map((key) => store.delete(key)));
}

/** Approved photos are public; others only for their uploader and admins. */
export function canSeePhoto(row: PhotoRow, viewer: Viewer | null): boolean {
  if (row.status === "approved") return true;
  if (!viewer) return false;
  return viewer.member.role === "admin" || viewer.user.id === row.uploaderUserId;
}
