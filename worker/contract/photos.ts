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
