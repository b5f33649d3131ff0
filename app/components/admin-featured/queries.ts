import { queryOptions } from "@tanstack/react-query";
import type { AdminFeaturedItem, FeaturedItemInput } from "../../../worker/contract/featured";
import { apiRequest, getJson } from "../../lib/api";

const BASE = "/api/admin/featured";

export const adminFeaturedQuery = queryOptions({
  queryKey: [BASE],
  queryFn: async () => (await getJson<{ items: AdminFeaturedItem[] }>(BASE))?.items ?? [],
});

/** Admin writes refresh this list and /explore, which shows the result. */
export const featuredInvalidates = [BASE, "/api/explore"];

export const featuredApi = {
  save: ({ id, input }: { id: string | null; input: FeaturedItemInput }) =>
    id ? apiRequest("PUT", `${BASE}/${id}`, input) : apiRequest("POST", BASE, input),
  setActive: ({ id, isActive }: { id: string; isActive: boolean }) =>
    apiRequest("POST", `${BASE}/${id}/visibility`, { isActive }),
  reorder: (ids: string[]) => apiRequest("PUT", `${BASE}/order`, { ids }),
  remove: (id: string) => apiRequest("DELETE", `${BASE}/${id}`),
};
