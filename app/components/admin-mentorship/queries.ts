import { queryOptions } from "@tanstack/react-query";
import type {
  AdminMentor,
  AdminMentorInput,
  AdminProgram,
  AdminProgramInput,
} from "../../../worker/contract/admin-mentorship";
import type { MentorshipRequestStatus } from "../../../worker/contract/enums";
import type { MentorshipRequestView } from "../../../worker/contract/mentorship";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/mentorship";
/** Admin writes refresh the admin lists and the member page they feed. */
const invalidate = [base, "/api/mentorship"];

export const adminMentorsQuery = queryOptions({
  queryKey: [base, "mentors"],
  queryFn: async () => (await getJson<{ mentors: AdminMentor[] }>(`${base}/mentors`))?.mentors ?? [],
});

export const adminProgramsQuery = queryOptions({
  queryKey: [base, "programs"],
  queryFn: async () => (await getJson<{ programs: AdminProgram[] }>(`${base}/programs`))?.programs ?? [],
});

export const adminRequestsQuery = (status: MentorshipRequestStatus | "all") =>
  queryOptions({
    queryKey: [base, "requests", status],
    queryFn: async () =>
      (await getJson<{ requests: MentorshipRequestView[] }>(`${base}/requests?status=${status}`))?.requests ??
      [],
  });

const path = (kind: "mentors" | "programs", id: string) => `${base}/${kind}/${encodeURIComponent(id)}`;

export const useSaveMentorMutation = () =>
  useAdminMutation({
    invalidate,
    mutationFn: ({ id, input }: { id: string | null; input: AdminMentorInput }) =>
      id ? apiRequest("PUT", path("mentors", id), input) : apiRequest("POST", `${base}/mentors`, input),
  });

export const useSaveProgramMutation = () =>
  useAdminMutation({
    invalidate,
    mutationFn: ({ id, input }: { id: string | null; input: AdminProgramInput }) =>
      id ? apiRequest("PUT", path("programs", id), input) : apiRequest("POST", `${base}/programs`, input),
  });

/** Hide, show or delete a mentor or a program. */
export const useVisibilityMutation = (successTitle?: string) =>
  useAdminMutation({
    invalidate,
    successTitle,
    mutationFn: ({
      kind,
      id,
      action,
    }: {
      kind: "mentors" | "programs";
      id: string;
      action: "hide" | "show" | "delete";
    }) =>
      action === "delete"
        ? apiRequest("DELETE", path(kind, id))
        : apiRequest("POST", `${path(kind, id)}/${action}`),
  });

export const useAdminRequestStatusMutation = () =>
  useAdminMutation({
    invalidate,
    mutationFn: ({ id, status, note }: { id: string; status: MentorshipRequestStatus; note?: string }) =>
      apiRequest("POST", `${base}/requests/${encodeURIComponent(id)}/status`, { status, note }),
  });
