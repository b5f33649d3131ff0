import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  BusinessDetail,
  BusinessReviewInput,
  BusinessReviewsAnswer,
  BusinessSubmissionInput,
} from "../../worker/contract/businesses";
import { api, expectOk, pathParams, unwrap, unwrapOrNull } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

/** Business query keys: one root (the path the admin pages refresh by), so one write refreshes all. */
const BUSINESSES = api.businesses.$path();

export const businessKeys = {
  all: [BUSINESSES] as const,
  list: (filters: BusinessFilters) => [BUSINESSES, filters] as const,
  spotlight: (limit: number) => [BUSINESSES, "spotlight", limit] as const,
  detail: (slug: string) => [BUSINESSES, "detail", slug] as const,
  reviews: (slug: string) => [BUSINESSES, "reviews", slug] as const,
  mine: [BUSINESSES, "mine"] as const,
};

/** The directory filters as they sit in the /business URL; a missing key means "all". */
export type BusinessFilters = {
  industry?: string;
  location?: string;
  halal?: boolean;
  q?: string;
};

/** GET /api/businesses with the directory's filters (empty ones left out). */
export async function listBusinesses(filters: BusinessFilters, limit = 100) {
  const query = {
    industry: filters.industry || undefined,
    location: filters.location || undefined,
    halalCertified: filters.halal ? ("true" as const) : undefined,
    search: filters.q || undefined,
    limit: String(limit),
  };
  return (await unwrap(api.businesses.$get({ query }))).businesses;
}

export const businessesQuery = (filters: BusinessFilters) =>
  queryOptions({
    queryKey: businessKeys.list(filters),
    queryFn: () => listBusinesses(filters),
  });

/** Every listing, unfiltered: the industry and location choices come from the values present. */
export const allBusinessesQuery = businessesQuery({});

export type BusinessLookup = { status: "found"; business: BusinessDetail } | { status: "not_found" };

/** One listing: a 404 (unknown, or not approved and not the asker's) is an answer the page shows. */
export const businessQuery = (slug: string) =>
  queryOptions({
    queryKey: businessKeys.detail(slug),
    queryFn: async (): Promise<BusinessLookup> => {
      try {
        const { business } = await unwrap(api.businesses[":slug"].$get(pathParams({ slug })));
        return { status: "found", business };
      } catch (error) {
        if (hasStatus(error, 404)) return { status: "not_found" };
        throw error;
      }
    },
  });

export const businessReviewsQuery = (slug: string) =>
  queryOptions({
    queryKey: businessKeys.reviews(slug),
    queryFn: async (): Promise<BusinessReviewsAnswer> =>
      await unwrap(api.businesses[":slug"].reviews.$get(pathParams({ slug }))),
  });

/** The signed-in member's own submissions with their status (null when signed out). */
export const myBusinessesQuery = queryOptions({
  queryKey: businessKeys.mine,
  queryFn: async () => (await unwrapOrNull(api.businesses.mine.$get()))?.businesses ?? null,
});

/** Every business query (lists, detail, reviews, mine) shares the prefix: one write refreshes them all. */
function useBusinessMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

const review = api.businesses[":slug"].review;

export const useSaveReviewMutation = (slug: string) =>
  useBusinessMutation((input: BusinessReviewInput) =>
    expectOk(review.$put({ ...pathParams({ slug }), json: input })),
  );

export const useDeleteReviewMutation = (slug: string) =>
  useBusinessMutation(() => expectOk(review.$delete(pathParams({ slug }))));

export const useSubmitBusinessMutation = () =>
  useBusinessMutation(
    async (input: BusinessSubmissionInput) => (await unwrap(api.businesses.$post({ json: input }))).business,
  );
