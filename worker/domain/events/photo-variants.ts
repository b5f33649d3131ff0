import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { IMAGE_MAX_MEGAPIXELS } from "../../contract/photos";
import type { Database } from "../../db/client";
import { eventPhotos, type StoredVariants } from "../../db/schema";
import type { SniffedImage } from "../../lib/image-sniff";
import type { PhotoStore } from "../../storage/photos";
import { makeImageVariants } from "../uploads/image-variants";
import type { VariantQueue } from "../uploads/variant-queue";
import { findEventPhoto } from "./photos";

const decodable = ["image/jpeg", "image/png", "image/webp"] as const;
const isDecodable = (type: string): type is SniffedImage["type"] =>
  (decodable as readonly string[]).includes(type);

export type VariantOutcome = "made" | "already made" | "no photo" | "too large";

/**
 * A Worker has 128 MB of memory and a decoded photo takes 4 bytes a pixel, held twice (the codec's
 * memory and its copy) while it is resized: above this the job would be killed. Uploads are capped at
 * the same size (IMAGE_MAX_MEGAPIXELS); only photos stored before that cap are larger, and galleries
 * show a placeholder for them, never the original.
 */
export const VARIANT_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * Makes a photo's thumbnail and medium variants from its stored original (which cleanImage already
 * checked), stores them next to it under keys ending in their hash, and records them on the row.
 * Safe to run twice (queues deliver at least once) and racing a deletion: whatever it wrote for a row
 * that is gone, or that another run filled first, is deleted again.
 */
export async function makeEventPhotoVariants(
  db: Database,
  store: PhotoStore,
  id: string,
): Promise<VariantOutcome> {
  const row = await findEventPhoto(db, id);
  if (!row) return "no photo";
  if (row.variants) return "already made";
  if ((row.width ?? 0) * (row.height ?? 0) > VARIANT_MAX_PIXELS) return "too large";
  const original = await store.get(row.r2Key);
  if (!original) return "no photo";
  if (!isDecodable(row.contentType)) throw new Error(`Photo ${id} has type ${row.contentType}`);
  const made = await makeImageVariants(await new Response(original.body).arrayBuffer(), row.contentType);
  const variants = {} as StoredVariants;
  for (const variant of made) {
    const key = `event-photos/variants/${row.id}/${variant.name}-${variant.hash}.webp`;
    await store.put(key, variant.bytes, "image/webp");
    variants[variant.name] = { key, width: variant.width, height: variant.height };
  }
  const recorded = await db
    .update(eventPhotos)
    .set({ variants })
    .where(and(eq(eventPhotos.id, id), isNull(eventPhotos.variants)))
    .returning({ id: eventPhotos.id })
    .get();
  if (recorded) return "made";
  const now = await findEventPhoto(db, id);
  const kept = new Set(Object.values(now?.variants ?? {}).map((variant) => variant.key));
  const written = Object.values(variants).map((variant) => variant.key);
  await Promise.all(written.filter((key) => !kept.has(key)).map((key) => store.delete(key)));
  return now ? "already made" : "no photo";
}

/** How far back the daily sweep looks for photos still without variants (a lost queue message). */
const SWEEP_DAYS = 7;
const SWEEP_LIMIT = 100;

/**
 * Asks again for the variants of recent photos that have none, an hour after their upload: a queue
 * message that was never sent, or one that ended in the dead-letter queue after a passing failure.
 */
export async function requeueMissingVariants(db: Database, queue: VariantQueue, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SWEEP_DAYS * 86_400_000).toISOString();
  const before = new Date(now.getTime() - 3_600_000).toISOString();
  const rows = await db
    .select({ id: eventPhotos.id })
    .from(eventPhotos)
    .where(
      and(
        isNull(eventPhotos.variants),
        gt(eventPhotos.createdAt, since),
        sql`${eventPhotos.createdAt} < ${before}`,
        sql`coalesce(${eventPhotos.width} * ${eventPhotos.height}, 0) <= ${VARIANT_MAX_PIXELS}`,
      ),
    )
    .orderBy(asc(eventPhotos.createdAt))
    .limit(SWEEP_LIMIT);
  for (const row of rows) await queue.send({ kind: "event-photo", id: row.id });
  return rows.length;
}
