import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { JobSummary } from "../../../worker/contract/jobs";
import { useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";
import { toggleLocalSavedJob, useLocalSavedJobs } from "../../lib/local-saved-jobs";
import { useAuth } from "../../queries/auth";
import { savedJobsQuery, useToggleSavedJobMutation } from "../../queries/member-jobs";
import { toast } from "../ui/toast-store";

const none: string[] = [];

/**
 * The saved job ids and a toggle: on the server for signed-in members, on this device for visitors.
 * Every component using it re-renders on change.
 */
export function useSavedJobs(): { saved: string[]; toggle: (job: JobSummary) => void } {
  const t = useT(jobsMessages);
  const { isAuthenticated } = useAuth();
  const local = useLocalSavedJobs();
  const server = useQuery({ ...savedJobsQuery, enabled: isAuthenticated });
  const mutation = useToggleSavedJobMutation(() => toast({ title: t("saveFailed"), variant: "destructive" }));
  const serverIds = server.data?.map((job) => job.id) ?? none;
  const saved = isAuthenticated ? serverIds : local;
  const { mutate } = mutation;
  const toggle = useCallback(
    (job: JobSummary) => {
      if (isAuthenticated) mutate({ job, save: !saved.includes(job.id) });
      else toggleLocalSavedJob(job.id);
    },
    [isAuthenticated, mutate, saved],
  );
  return { saved, toggle };
}
