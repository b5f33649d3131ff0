import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventSummary } from "../../worker/contract/events";
import type { RsvpInput, RsvpResult, RsvpStatus } from "../../worker/contract/rsvp";
import { ApiError, apiRequest } from "../lib/api";
import { cityEventQuery } from "./events";
import { upcomingEventsQuery } from "./public-content";

/** After an RSVP landed (now or from the offline queue): the answer's event replaces the cached one. */
export async function refreshAfterRsvp(queryClient: QueryClient, result: RsvpResult): Promise<void> {
  if (result.event?.city) {
    queryClient.setQueryData(cityEventQuery(result.event.city).queryKey, result.event);
  }
  await queryClient.invalidateQueries({ queryKey: upcomingEventsQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ["/api/events/rsvps/mine"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/notifications/unread-count"] }); // the bell's RSVP notice
}

/**
 * Registers; `idempotencyKey` lets a send that fails for network reasons go to the offline queue
 * under the same key, so it lands once even if the first send did reach the server.
 */
export function useRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...input }: RsvpInput & { idempotencyKey?: string }) =>
      (await (
        await apiRequest(
          "POST",
          "/api/events/rsvp",
          input,
          idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
        )
      ).json()) as RsvpResult,
    onSuccess: (result) => refreshAfterRsvp(queryClient, result),
    // 409: registration closed meanwhile; refetching shows the page's closed state.
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ["/api/events/city"] });
      }
    },
  });
}

export type CancelResult = { status: RsvpStatus; event: EventSummary | null; promotedSomeone: boolean };

export function useCancelRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await (await apiRequest("POST", "/api/events/rsvp/cancel", { token })).json()) as CancelResult,
    onSuccess: async (result) => {
      if (result.event?.city) {
        queryClient.setQueryData(cityEventQuery(result.event.city).queryKey, result.event);
      }
      await queryClient.invalidateQueries({ queryKey: upcomingEventsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ["/api/notifications/unread-count"] }); // the bell's RSVP notice
    },
  });
}

/** The field errors of a 422 answer ({ error: { details: { field: [message] } } }), if any. */
export function serverFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  try {
    const details = (JSON.parse(error.body) as { error?: { details?: unknown } }).error?.details;
    return details && typeof details === "object" ? (details as Record<string, string[]>) : null;
  } catch {
    return null;
  }
}
