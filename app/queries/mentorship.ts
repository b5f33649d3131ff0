import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MentorshipRequestStatus } from "../../worker/contract/enums";
import type {
  IncomingRequests,
  MentorSummary,
  MentorshipProgram,
  MentorshipRequestInput,
  MentorshipRequestView,
} from "../../worker/contract/mentorship";
import { apiRequest, getJson } from "../lib/api";

/** Every mentorship query key starts with this: one invalidation refreshes the whole page. */
const ROOT = "/api/mentorship";

export const mentorsQuery = queryOptions({
  queryKey: [ROOT, "mentors"],
  queryFn: async () => (await getJson<{ mentors: MentorSummary[] }>(`${ROOT}/mentors`))?.mentors ?? [],
});

export const programsQuery = queryOptions({
  queryKey: [ROOT, "programs"],
  queryFn: async () => (await getJson<{ programs: MentorshipProgram[] }>(`${ROOT}/programs`))?.programs ?? [],
});

export const myRequestsQuery = queryOptions({
  queryKey: [ROOT, "requests", "mine"],
  queryFn: async () =>
    (await getJson<{ requests: MentorshipRequestView[] }>(`${ROOT}/requests/mine`))?.requests ?? [],
});

export const incomingRequestsQuery = queryOptions({
  queryKey: [ROOT, "requests", "incoming"],
  queryFn: async () =>
    (await getJson<IncomingRequests>(`${ROOT}/requests/incoming`)) ?? { isMentor: false, requests: [] },
});

/** 'Book session': afterwards the member's list (and a mentor's, if they book themselves) refreshes. */
export function useBookSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MentorshipRequestInput) =>
      (
        (await (await apiRequest("POST", `${ROOT}/requests`, input)).json()) as {
          request: MentorshipRequestView;
        }
      ).request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ROOT, "requests"] }),
  });
}

/** A mentor accepts, declines or marks a session done; done also changes their session count. */
export function useRequestStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      note,
    }: {
      id: string;
      status: MentorshipRequestStatus;
      note?: string;
    }) =>
      (
        (await (
          await apiRequest("POST", `${ROOT}/requests/${encodeURIComponent(id)}/status`, { status, note })
        ).json()) as { request: MentorshipRequestView }
      ).request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
