import { queryOptions } from "@tanstack/react-query";
import type { EventPhoto } from "../../../worker/contract/photos";
import { getJson } from "../../lib/api";

export type { EventPhoto } from "../../../worker/contract/photos";
export { approvedPhotosQuery } from "../../queries/public-content";

export const pendingPhotosQuery = queryOptions({
  queryKey: ["/api/admin/photos", "pending"],
  queryFn: async () =>
    (await getJson<{ photos: EventPhoto[] }>("/api/admin/photos?status=pending"))?.photos ?? [],
});

/** The admin preview: pending photos are served to admins from the admin route. */
export const adminPhotoFileUrl = (id: string) => `/api/admin/photos/${id}/file`;
