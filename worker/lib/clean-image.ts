import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE } from "../contract/photos";
import { type SniffedImage, sniffImage } from "./image-sniff";
import { stripMetadata } from "./strip-metadata";

/**
 * The one gate every uploaded image passes before storage (issue 18): the type is read from the bytes,
 * the pixel size is capped, and the stored file is the container rewritten without its metadata and
 * without anything after the image's end. Pure and total: hostile bytes (truncated headers, lying
 * lengths, zero sizes) give a problem, never an exception, so no upload answers 5xx.
 */

export type ImageLimits = { maxSide: number; maxPixels: number };

export const IMAGE_LIMITS: ImageLimits = {
  maxSide: IMAGE_MAX_SIDE,
  maxPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000,
};

export type ImageProblem = "unsupported_type" | "too_many_pixels";

export type CleanImage = SniffedImage & { bytes: Uint8Array<ArrayBuffer> };

export type CleanResult = { ok: true; image: CleanImage } | { ok: false; problem: ImageProblem };

const fits = (image: SniffedImage, limits: ImageLimits) =>
  image.width <= limits.maxSide &&
  image.height <= limits.maxSide &&
  image.width * image.height <= limits.maxPixels;

export function cleanImage(bytes: Uint8Array, limits: ImageLimits = IMAGE_LIMITS): CleanResult {
  try {
    const image = sniffImage(bytes);
    if (!image) return { ok: false, problem: "unsupported_type" };
    if (!fits(image, limits)) return { ok: false, problem: "too_many_pixels" };
    const stripped = stripMetadata(bytes, image.type);
    // The rewritten file must still read as the same image, so what is stored is what was checked.
    const again = stripped && sniffImage(stripped);
    if (!stripped || !again || again.width !== image.width || again.height !== image.height) {
      return { ok: false, problem: "unsupported_type" };
    }
    return { ok: true, image: { ...image, bytes: stripped.slice() } };
  } catch {
    return { ok: false, problem: "unsupported_type" };
  }
}
