import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventSummary } from "../../worker/contract/events";
import type { RsvpInput, RsvpResult, RsvpStatus } from "../../worker/contract/rsvp";
import { api, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";
import { cityEventQuery, eventKeys } from "./events";
import { notificationKeys } from "./notification-keys";

export type CancelResult = { status: RsvpStatus; event: EventSummary | null; promotedSomeone: boolean };

/** The signed-in member's registrations (profile page), each cancellable there. */
export const myRsvpsQuery = queryOptions({
  queryKey: eventKeys.myRsvps,
  queryFn: async () => (await unwrap(api.events.rsvps.mine.$get())).rsvps,
});

/** The answer's event (a city event) replaces the cached one; the lists and the bell refresh. */
async function refreshEvent(queryClient: QueryClient, event: EventSummary | null) {
  if (event?.city) queryClient.setQueryData(cityEventQuery(event.city).queryKey, event);
  await queryClient.invalidateQueries({ queryKey: eventKeys.upcoming });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }); // the bell's RSVP notice
}

/** After an RSVP landed (now or from the offline queue): the answer's event replaces the cached one. */
export async function refreshAfterRsvp(queryClient: QueryClient, result: RsvpResult): Promise<void> {
  await refreshEvent(queryClient, result.event);
  void queryClient.invalidateQueries({ queryKey: eventKeys.myRsvps });
}

const sendRsvp = async ({
  idempotencyKey,
  ...input
}: RsvpInput & { idempotencyKey?: string }): Promise<RsvpResult> =>
  await unwrap(
    api.events.rsvp.$post(
      { json: input },
      idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : undefined,
    ),
  );

const cancelRsvp = async (token: string): Promise<CancelResult> =>
  await unwrap(api.events.rsvp.cancel.$post({ json: { token } }));

/**
 * Registers; `idempotencyKey` lets a send that fails for network reasons go to the offline queue
 * under the same key, so it lands once even if the first send did reach the server.
 */
export function useRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRsvp,
    onSuccess: (result) => refreshAfterRsvp(queryClient, result),
    // 409: registration closed meanwhile; refetching shows the page's closed state.
    onError: async (error) => {
      if (hasStatus(error, 409)) await queryClient.invalidateQueries({ queryKey: eventKeys.cities });
    },
  });
}

export function useCancelRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRsvp,
    onSuccess: (result) => refreshEvent(queryClient, result.event),
  });
}
