/** One photo as GET /api/events/photos and GET /api/admin/photos answer it (worker/domain/events/photos.ts). */
export type EventPhoto = {
  id: string;
  url: string;
  eventName: string;
  caption: string | null;
  width: number | null;
  height: number | null;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
};

/**
 * The pixel cap on uploaded photos (worker/lib/clean-image.ts): a viewer's decoder allocates width x
 * height pixels before it reads any, so a header may not ask for more. Profile photos keep their own,
 * tighter cap (PHOTO_MAX_DIMENSION).
 */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_MEGAPIXELS = 40;

/** Uploads of one kind (event photos, profile photos) a member may send in an hour. */
export const UPLOADS_PER_HOUR = 20;
