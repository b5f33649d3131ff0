import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE } from "../../../worker/contract/photos";

const MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** The size within the server's caps (pixels and side), keeping the proportions; null when it fits. */
export function shrunkSize(width: number, height: number): { width: number; height: number } | null {
  const scale = Math.min(
    1,
    Math.sqrt(MAX_PIXELS / (width * height)),
    IMAGE_MAX_SIDE / Math.max(width, height),
  );
  if (scale >= 1) return null;
  // Floor, so rounding never lands one pixel over the cap.
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/**
 * A photo over the server's pixel cap (many phones take 24 to 50 megapixels) is redrawn in the browser
 * at the largest size within it, as a JPEG, so the member's upload succeeds and the server can make
 * its gallery variants. A photo within the cap, or a browser that cannot redraw it, sends the file as
 * chosen (the server then refuses an oversized one with a clear message).
 */
export async function fitPhotoForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = shrunkSize(bitmap.width, bitmap.height);
    if (!size) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    if (!blob) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "")}.jpg`, { type: "image/jpeg" });
  } catch {
    return file;
  }
}
