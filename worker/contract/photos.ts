/** The resized copies made of every uploaded photo (worker/domain/uploads/image-variants.ts). */
export const imageVariantNames = ["thumbnail", "medium"] as const;
export type ImageVariantName = (typeof imageVariantNames)[number];

/** The longest side of each variant, in pixels; a smaller original is never enlarged. */
export const IMAGE_VARIANT_SIDES: Record<ImageVariantName, number> = { thumbnail: 400, medium: 1280 };

/** A resized copy: its URL never changes content, so it may be cached for a year. */
export type ImageVariant = { url: string; width: number; height: number };

/**
 * One photo as GET /api/events/photos and GET /api/admin/photos answer it (worker/domain/events/photos.ts).
 * `url` is the original; the variants are null until the background job has made them (moments after
 * the upload), and lists then show the original.
 */
export type EventPhoto = {
  id: string;
  url: string;
  eventName: string;
  caption: string | null;
  width: number | null;
  height: number | null;
  thumbnail: ImageVariant | null;
  medium: ImageVariant | null;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
};

/**
 * The pixel cap on uploaded photos (worker/lib/clean-image.ts): a viewer's decoder allocates width x
 * height pixels before it reads any, so a header may not ask for more. 12 megapixels is also the most
 * a Worker (128 MB) can decode and resize into its gallery variants (4 bytes a pixel, held twice), and
 * a photo without variants would be served to galleries at full size (issue 33): so nothing larger is
 * taken. The app shrinks a larger photo in the browser before sending it (events-page/fit-photo.ts).
 * Profile photos keep their own, tighter cap (PHOTO_MAX_DIMENSION).
 */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_MEGAPIXELS = 12;

/** Uploads of one kind (event photos, profile photos) a member may send in an hour. */
export const UPLOADS_PER_HOUR = 20;
