import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MentorshipRequestStatus } from "../../worker/contract/enums";
import type { IncomingRequests, MentorshipRequestInput } from "../../worker/contract/mentorship";
import { api, pathParams, unwrap } from "../lib/api-client";

/** Not a route of its own: the prefix of the page's routes, which the mentorship admin page refreshes by. */
const MENTORSHIP = "/api/mentorship";

/** Mentorship query keys: one root for the whole page. */
export const mentorshipKeys = {
  all: [MENTORSHIP] as const,
  mentors: [MENTORSHIP, "mentors"] as const,
  programs: [MENTORSHIP, "programs"] as const,
  requests: [MENTORSHIP, "requests"] as const,
  myRequests: [MENTORSHIP, "requests", "mine"] as const,
  incoming: [MENTORSHIP, "requests", "incoming"] as const,
};

export const mentorsQuery = queryOptions({
  queryKey: mentorshipKeys.mentors,
  queryFn: async () => (await unwrap(api.mentorship.mentors.$get())).mentors,
});

export const programsQuery = queryOptions({
  queryKey: mentorshipKeys.programs,
  queryFn: async () => (await unwrap(api.mentorship.programs.$get())).programs,
});

export const myRequestsQuery = queryOptions({
  queryKey: mentorshipKeys.myRequests,
  queryFn: async () => (await unwrap(api.mentorship.requests.mine.$get())).requests,
});

export const incomingRequestsQuery = queryOptions({
  queryKey: mentorshipKeys.incoming,
  queryFn: async (): Promise<IncomingRequests> => await unwrap(api.mentorship.requests.incoming.$get()),
});

/** 'Book session': afterwards the member's list (and a mentor's, if they book themselves) refreshes. */
export function useBookSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MentorshipRequestInput) =>
      (await unwrap(api.mentorship.requests.$post({ json: input }))).request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.requests }),
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
        await unwrap(
          api.mentorship.requests[":id"].status.$post({ ...pathParams({ id }), json: { status, note } }),
        )
      ).request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.all }),
  });
}
