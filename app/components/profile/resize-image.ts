import { PHOTO_UPLOAD_DIMENSION } from "../../../worker/contract/profile";

/** The size that fits within `max` on both sides, keeping the aspect ratio and never enlarging. */
export function fitWithin(width: number, height: number, max = PHOTO_UPLOAD_DIMENSION) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * Redraws the photo on a canvas, at most 800 px, as WebP (JPEG where the browser cannot write WebP).
 * Re-encoding from pixels drops every metadata block, so EXIF camera and GPS data never leave the
 * device; the EXIF orientation is applied first so the picture stays upright.
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  // JPEG has no transparency: a white backdrop instead of black behind transparent PNG areas.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const webp = await toBlob(canvas, "image/webp");
  // Browsers that cannot write WebP silently hand back a PNG instead.
  if (webp?.type === "image/webp") return webp;
  const jpeg = await toBlob(canvas, "image/jpeg");
  if (!jpeg) throw new Error("Could not encode the photo");
  return jpeg;
}
