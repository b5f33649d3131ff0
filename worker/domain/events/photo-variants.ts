import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventPhotos, type StoredVariants } from "../../db/schema";
import type { SniffedImage } from "../../lib/image-sniff";
import type { PhotoStore } from "../../storage/photos";
import { makeImageVariants } from "../uploads/image-variants";
import { findEventPhoto } from "./photos";

const decodable = ["image/jpeg", "image/png", "image/webp"] as const;
const isDecodable = (type: string): type is SniffedImage["type"] =>
  (decodable as readonly string[]).includes(type);

export type VariantOutcome = "made" | "already made" | "no photo";

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
