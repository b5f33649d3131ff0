import { IMAGE_VARIANT_SIDES, type ImageVariantName, imageVariantNames } from "../../contract/photos";
import type { SniffedImage } from "../../lib/image-sniff";
import { decodeImage, encodeWebpImage, resizeImage } from "../../lib/images/codecs";

/** WebP at this quality is about a third of a JPEG of the same look; every browser we serve reads it. */
const WEBP_QUALITY = 78;

export type MadeVariant = {
  name: ImageVariantName;
  bytes: ArrayBuffer;
  width: number;
  height: number;
  /** The first 16 hex digits of the bytes' SHA-256: part of the key, so a URL never changes content. */
  hash: string;
};

/** The size that fits within a square of `side`, keeping the proportions, never larger than the original. */
export function fitWithin(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function shortHash(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Decodes a cleaned upload once and writes each variant as WebP, the medium one first and the
 * thumbnail from it (resizing from 1280 px is a fraction of the work of resizing from the original).
 * CPU-heavy (a 12-megapixel photo takes seconds): run from the queue consumer, never in a request.
 */
export async function makeImageVariants(
  original: ArrayBuffer,
  type: SniffedImage["type"],
): Promise<MadeVariant[]> {
  const decoded = await decodeImage(original, type);
  const made: MadeVariant[] = [];
  let source = decoded;
  for (const name of [...imageVariantNames].reverse()) {
    const size = fitWithin(decoded.width, decoded.height, IMAGE_VARIANT_SIDES[name]);
    const resized =
      size.width === source.width && size.height === source.height
        ? source
        : await resizeImage(source, size.width, size.height);
    const bytes = await encodeWebpImage(resized, WEBP_QUALITY);
    made.push({ name, bytes, ...size, hash: await shortHash(bytes) });
    source = resized;
  }
  return made;
}
