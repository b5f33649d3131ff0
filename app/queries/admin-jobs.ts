import { queryOptions } from "@tanstack/react-query";
import type { ModerationStatus } from "../../worker/contract/enums";
import type { AdminJob, AdminJobInput } from "../../worker/contract/jobs";
import { apiRequest, getJson } from "../lib/api";

export const ADMIN_JOBS = "/api/admin/jobs";
const jobPath = (id: string) => `${ADMIN_JOBS}/${encodeURIComponent(id)}`;

export type AdminJobFilter = ModerationStatus | "all";

/** Pending first (the server orders them), optionally one state only. */
export const adminJobsQuery = (status: AdminJobFilter) =>
  queryOptions({
    queryKey: [ADMIN_JOBS, status],
    queryFn: async () => (await getJson<{ jobs: AdminJob[] }>(`${ADMIN_JOBS}?status=${status}`))?.jobs ?? [],
  });

export const saveAdminJob = ({ id, input }: { id: string | null; input: AdminJobInput }) =>
  id ? apiRequest("PUT", jobPath(id), input) : apiRequest("POST", ADMIN_JOBS, input);

export const reviewAdminJob = ({
  id,
  action,
  reason,
}: {
  id: string;
  action: "approve" | "reject" | "hide";
  reason?: string;
}) => apiRequest("POST", `${jobPath(id)}/${action}`, action === "approve" ? undefined : { reason });

export const deleteAdminJob = (id: string) => apiRequest("DELETE", jobPath(id));
