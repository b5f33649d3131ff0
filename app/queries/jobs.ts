import { queryOptions } from "@tanstack/react-query";
import type { JobDetail, JobSummary } from "../../worker/contract/jobs";
import { ApiError, getJson } from "../lib/api";

export type JobFilters = { search?: string; location?: string; category?: string };

/** GET /api/jobs with the page's filters ('all' and empty values are left out). */
export const jobsQuery = (filters: JobFilters, limit = 100) =>
  queryOptions({
    queryKey: ["/api/jobs", { ...filters, limit }],
    queryFn: async () => {
      const params = new URLSearchParams({ limit: String(limit) });
      for (const [key, value] of Object.entries(filters)) {
        if (value && value !== "all") params.set(key, value);
      }
      return (await getJson<{ jobs: JobSummary[] }>(`/api/jobs?${params}`))?.jobs ?? [];
    },
  });

export type JobLookup =
  | { status: "found"; job: JobDetail }
  | { status: "not_found" }
  | { status: "exclusive" };

/** One job: 404 and 403 are answers the page shows, not errors. */
export const jobQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/jobs", slug],
    queryFn: async (): Promise<JobLookup> => {
      try {
        const url = `/api/jobs/${encodeURIComponent(slug)}`;
        const job = (await getJson<{ job: JobDetail }>(url))?.job;
        return job ? { status: "found", job } : { status: "not_found" };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { status: "not_found" };
        if (error instanceof ApiError && error.status === 403) return { status: "exclusive" };
        throw error;
      }
    },
  });
