import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../lib/api";

/** One photo as GET /api/events/photos and GET /api/admin/photos answer it (worker/domain/event-photos.ts). */
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

export const approvedPhotosQuery = queryOptions({
  queryKey: ["/api/events/photos"],
  queryFn: async () => (await getJson<{ photos: EventPhoto[] }>("/api/events/photos"))?.photos ?? [],
});

export const pendingPhotosQuery = queryOptions({
  queryKey: ["/api/admin/photos", "pending"],
  queryFn: async () =>
    (await getJson<{ photos: EventPhoto[] }>("/api/admin/photos?status=pending"))?.photos ?? [],
});

/** The admin preview: pending photos are served to admins from the admin route. */
export const adminPhotoFileUrl = (id: string) => `/api/admin/photos/${id}/file`;
