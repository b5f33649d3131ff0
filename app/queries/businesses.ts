import { queryOptions } from "@tanstack/react-query";
import type { BusinessSummary } from "../../worker/contract/businesses";
import { getJson } from "../lib/api";

/** The directory filters as they sit in the /business URL; a missing key means "all". */
export type BusinessFilters = {
  industry?: string;
  location?: string;
  halal?: boolean;
  q?: string;
};

export function businessListUrl(filters: BusinessFilters, limit = 100): string {
  const params = new URLSearchParams();
  if (filters.industry) params.set("industry", filters.industry);
  if (filters.location) params.set("location", filters.location);
  if (filters.halal) params.set("halalCertified", "true");
  if (filters.q) params.set("search", filters.q);
  params.set("limit", String(limit));
  return `/api/businesses?${params}`;
}

export const businessesQuery = (filters: BusinessFilters) =>
  queryOptions({
    queryKey: ["/api/businesses", filters],
    queryFn: async () =>
      (await getJson<{ businesses: BusinessSummary[] }>(businessListUrl(filters)))?.businesses ?? [],
  });

/** Every listing, unfiltered: the industry and location choices come from the values present. */
export const allBusinessesQuery = businessesQuery({});
