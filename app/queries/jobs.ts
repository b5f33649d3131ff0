import { queryOptions } from "@tanstack/react-query";
import type { JobDetail } from "../../worker/contract/jobs";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

/** Job query keys: every job query shares the root, the path the admin pages refresh by. */
const JOBS = api.jobs.$path();

export const jobKeys = {
  all: [JOBS] as const,
  list: (filters: JobFilters & { limit: number }) => [JOBS, filters] as const,
  detail: (slug: string) => [JOBS, slug] as const,
  saved: [api.jobs.saved.$path()] as const,
  mine: [api.jobs.mine.$path()] as const,
};

/** The filters of GET /api/jobs; its own query type, so only values the API accepts get here. */
export type JobFilters = Pick<
  NonNullable<Parameters<typeof api.jobs.$get>[0]>["query"],
  "search" | "location" | "category"
>;

/** GET /api/jobs with the page's filters ('all' and empty values are left out). */
export const jobsQuery = (filters: JobFilters, limit = 100) =>
  queryOptions({
    queryKey: jobKeys.list({ ...filters, limit }),
    queryFn: async () => {
      const { search, location, category } = filters;
      const query = {
        limit: String(limit),
        search: search || undefined,
        location: location === "all" ? undefined : location,
        category: category === "all" ? undefined : category,
      };
      return (await unwrap(api.jobs.$get({ query }))).jobs;
    },
  });

export type JobLookup =
  | { status: "found"; job: JobDetail }
  | { status: "not_found" }
  | { status: "exclusive" };

/** One job: 404 and 403 are answers the page shows, not errors. */
export const jobQuery = (slug: string) =>
  queryOptions({
    queryKey: jobKeys.detail(slug),
    queryFn: async (): Promise<JobLookup> => {
      try {
        const { job } = await unwrap(api.jobs[":slug"].$get(pathParams({ slug })));
        return { status: "found", job };
      } catch (error) {
        if (hasStatus(error, 404)) return { status: "not_found" };
        if (hasStatus(error, 403)) return { status: "exclusive" };
        throw error;
      }
    },
  });
