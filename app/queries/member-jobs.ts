// A member's own jobs: saved ones and posted ones. Apart from jobs.ts, whose jobQuery the /jobs/$slug
// route loader imports into the first visit's bundle.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobPost, JobSummary } from "../../worker/contract/jobs";
import { api, expectOk, pathParams, unwrap } from "../lib/api-client";
import { clearLocalSavedJobs, readLocalSavedJobs } from "../lib/local-saved-jobs";
import { jobKeys } from "./jobs";

/**
 * The signed-in member's saved jobs (still visible ones). Jobs saved on this device before signing
 * in are sent along once (POST merges them and answers the list), then the device's list is cleared.
 */
export const savedJobsQuery = queryOptions({
  queryKey: jobKeys.saved,
  queryFn: async (): Promise<JobSummary[]> => {
    const local = readLocalSavedJobs();
    if (local.length === 0) return (await unwrap(api.jobs.saved.$get())).jobs;
    const { jobs } = await unwrap(api.jobs.saved.$post({ json: { jobIds: local } }));
    clearLocalSavedJobs();
    return jobs;
  },
});

/** Saves or unsaves on the server; the star changes at once and goes back if the call fails. */
export function useToggleSavedJobMutation(onError: () => void) {
  const queryClient = useQueryClient();
  const savedKey = savedJobsQuery.queryKey;
  return useMutation({
    mutationFn: ({ job, save }: { job: JobSummary; save: boolean }) => {
      const slug = pathParams({ slug: job.slug });
      return expectOk(save ? api.jobs[":slug"].save.$put(slug) : api.jobs[":slug"].save.$delete(slug));
    },
    onMutate: async ({ job, save }) => {
      await queryClient.cancelQueries({ queryKey: savedKey });
      const previous = queryClient.getQueryData(savedKey);
      const others = (previous ?? []).filter((other) => other.id !== job.id);
      queryClient.setQueryData(savedKey, save ? [job, ...others] : others);
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(savedKey, context?.previous);
      onError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

/** The member's own job posts with their review state. */
export const myJobsQuery = queryOptions({
  queryKey: jobKeys.mine,
  queryFn: async () => (await unwrap(api.jobs.mine.$get())).jobs,
});

export function usePostJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JobPost) => (await unwrap(api.jobs.$post({ json: input }))).job,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.mine }),
  });
}
