import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  BusinessDetail,
  BusinessReviewInput,
  BusinessReviewsAnswer,
  BusinessSubmissionInput,
  BusinessSummary,
  MyBusiness,
} from "../../worker/contract/businesses";
import { ApiError, apiRequest, getJson } from "../lib/api";

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

export type BusinessLookup = { status: "found"; business: BusinessDetail } | { status: "not_found" };

/** One listing: a 404 (unknown, or not approved and not the asker's) is an answer the page shows. */
export const businessQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/businesses", "detail", slug],
    queryFn: async (): Promise<BusinessLookup> => {
      try {
        const url = `/api/businesses/${encodeURIComponent(slug)}`;
        const business = (await getJson<{ business: BusinessDetail }>(url))?.business;
        return business ? { status: "found", business } : { status: "not_found" };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { status: "not_found" };
        throw error;
      }
    },
  });

export const businessReviewsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/businesses", "reviews", slug],
    queryFn: async () =>
      (await getJson<BusinessReviewsAnswer>(`/api/businesses/${encodeURIComponent(slug)}/reviews`)) ?? {
        reviews: [],
        mine: null,
        viewer: "visitor" as const,
      },
  });

/** The signed-in member's own submissions with their status (null when signed out). */
export const myBusinessesQuery = queryOptions({
  queryKey: ["/api/businesses", "mine"],
  queryFn: async () =>
    (await getJson<{ businesses: MyBusiness[] }>("/api/businesses/mine", { on401: "returnNull" }))
      ?.businesses ?? null,
});

/** Every business query (lists, detail, reviews, mine) shares the prefix: one write refreshes them all. */
function useBusinessMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/businesses"] }),
  });
}

const reviewUrl = (slug: string) => `/api/businesses/${encodeURIComponent(slug)}/review`;

export const useSaveReviewMutation = (slug: string) =>
  useBusinessMutation((input: BusinessReviewInput) => apiRequest("PUT", reviewUrl(slug), input));

export const useDeleteReviewMutation = (slug: string) =>
  useBusinessMutation(() => apiRequest("DELETE", reviewUrl(slug)));

export const useSubmitBusinessMutation = () =>
  useBusinessMutation(async (input: BusinessSubmissionInput) => {
    const response = await apiRequest("POST", "/api/businesses", input);
    return ((await response.json()) as { business: MyBusiness }).business;
  });
