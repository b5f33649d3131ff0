import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventSummary } from "../../worker/contract/events";
import type { RsvpInput, RsvpResult, RsvpStatus } from "../../worker/contract/rsvp";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";
import { cityEventQuery, eventKeys, eventQuery } from "./events";
import { notificationKeys } from "./notification-keys";

export type CancelResult = { status: RsvpStatus; event: EventSummary | null; promotedSomeone: boolean };

/** The signed-in member's registrations, soonest first, each with its event (My tickets, event pages). */
export const myRsvpsQuery = queryOptions({
  queryKey: eventKeys.myRsvps,
  queryFn: async () => (await unwrap(api.events.rsvps.mine.$get())).rsvps,
});

/** Events that have ended, latest first (the /events page's Past tab). */
export const pastEventsQuery = queryOptions({
  queryKey: eventKeys.past,
  queryFn: async () => (await unwrap(api.events.$get({ query: { when: "past" } }))).events,
});

/** The ticket behind an emailed link (/tickets/{token}); null when the link is not valid (404). */
export const ticketQuery = (token: string) =>
  queryOptions({
    queryKey: eventKeys.ticket(token),
    queryFn: async () => {
      try {
        return (await unwrap(api.events.tickets[":token"].$get(pathParams({ token })))).ticket;
      } catch (error) {
        if (hasStatus(error, 404) || hasStatus(error, 422)) return null;
        throw error;
      }
    },
  });

/** The answer's event replaces the cached one (city and slug pages); the lists and the bell refresh. */
async function refreshEvent(queryClient: QueryClient, event: EventSummary | null) {
  if (event) queryClient.setQueryData(eventQuery(event.slug).queryKey, event);
  if (event?.city) {
    // Only if the city page shows this very event (a city's other events do not replace it).
    const cityKey = cityEventQuery(event.city).queryKey;
    const shown = queryClient.getQueryData(cityKey);
    if (!shown || shown.id === event.id) queryClient.setQueryData(cityKey, event);
  }
  // Every list and event page sits under `upcoming`: one invalidation refreshes every seat count.
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
      if (!hasStatus(error, 409)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.cities }),
        queryClient.invalidateQueries({ queryKey: eventKeys.upcoming }),
      ]);
    },
  });
}

/** Cancels by the registration's secret; every place that shows a ticket refreshes. */
export function useCancelRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRsvp,
    onSuccess: async (result) => {
      await refreshEvent(queryClient, result.event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.myRsvps });
      void queryClient.invalidateQueries({ queryKey: eventKeys.tickets });
    },
  });
}
