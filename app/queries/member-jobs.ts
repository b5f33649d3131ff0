// A member's own jobs: saved ones and posted ones. Apart from jobs.ts, whose jobQuery the /jobs/$slug
// route loader imports into the first visit's bundle.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobPost, JobSummary, MyJob } from "../../worker/contract/jobs";
import { apiRequest, getJson } from "../lib/api";
import { clearLocalSavedJobs, readLocalSavedJobs } from "../lib/local-saved-jobs";

const savedKey = ["/api/jobs/saved"];

/**
 * The signed-in member's saved jobs (still visible ones). Jobs saved on this device before signing
 * in are sent along once (POST merges them and answers the list), then the device's list is cleared.
 */
export const savedJobsQuery = queryOptions({
  queryKey: savedKey,
  queryFn: async (): Promise<JobSummary[]> => {
    const local = readLocalSavedJobs();
    if (local.length === 0) return (await getJson<{ jobs: JobSummary[] }>("/api/jobs/saved"))?.jobs ?? [];
    const response = await apiRequest("POST", "/api/jobs/saved", { jobIds: local });
    const { jobs } = (await response.json()) as { jobs: JobSummary[] };
    clearLocalSavedJobs();
    return jobs;
  },
});

/** Saves or unsaves on the server; the star changes at once and goes back if the call fails. */
export function useToggleSavedJobMutation(onError: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, save }: { job: JobSummary; save: boolean }) =>
      apiRequest(save ? "PUT" : "DELETE", `/api/jobs/${encodeURIComponent(job.slug)}/save`),
    onMutate: async ({ job, save }) => {
      await queryClient.cancelQueries({ queryKey: savedKey });
      const previous = queryClient.getQueryData<JobSummary[]>(savedKey);
      const others = (previous ?? []).filter((other) => other.id !== job.id);
      queryClient.setQueryData<JobSummary[]>(savedKey, save ? [job, ...others] : others);
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
  queryKey: ["/api/jobs/mine"],
  queryFn: async () => (await getJson<{ jobs: MyJob[] }>("/api/jobs/mine"))?.jobs ?? [],
});

export function usePostJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JobPost) =>
      ((await (await apiRequest("POST", "/api/jobs", input)).json()) as { job: MyJob }).job,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/jobs/mine"] }),
  });
}
