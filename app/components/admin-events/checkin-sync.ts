import type { CheckinAnswer, CheckinTicket } from "../../../worker/contract/admin-events";
import { api, pathParams } from "../../lib/api-client";
import type { PendingCheckin } from "./offline-tickets";

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** One event's door route, as a string for the injected fetch (the offline queue replays through it). */
export const checkinPath = (eventId: string) => api.events.checkin[":eventId"].$path(pathParams({ eventId }));

/**
 * What became of one queued check-in:
 * - done: the server answered 2xx (checked_in, or already_checked_in when another door was first...);
 * - retry: the server stored nothing; `soon` for 409 (the same key is still being processed, Retry-After: 1),
 *   not for 5xx (a failing server is not asked again every second: the next trigger retries);
 * - offline: the request never arrived;
 * - blocked: 401/403, the steward must sign in again (or is no longer a steward): keep it;
 * - rejected: any other 4xx, which no repeat can change.
 */
export type SendOutcome =
  | { kind: "done"; answer: CheckinAnswer }
  | { kind: "retry"; soon: boolean }
  | { kind: "offline" }
  | { kind: "blocked"; status: number }
  | { kind: "rejected"; status: number };

/** Sends one queued check-in; its id is the Idempotency-Key, so any number of repeats lands once. */
export async function sendCheckin(
  fetchFn: FetchLike,
  eventId: string,
  item: PendingCheckin,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchFn(checkinPath(eventId), {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", "Idempotency-Key": item.id },
      body: JSON.stringify({ ticketCode: item.ticketCode, scannedAt: item.scannedAt }),
    });
  } catch {
    return { kind: "offline" };
  }
  if (response.ok) {
    try {
      return { kind: "done", answer: (await response.json()) as CheckinAnswer };
    } catch {
      // A 2xx with an unreadable body (a captive portal's page): not proof the server saw it.
      return { kind: "retry", soon: false };
    }
  }
  if (response.status === 409) return { kind: "retry", soon: true };
  if (response.status >= 500) return { kind: "retry", soon: false };
  if (response.status === 401 || response.status === 403) return { kind: "blocked", status: response.status };
  return { kind: "rejected", status: response.status };
}

export type DownloadOutcome =
  | { kind: "done"; tickets: CheckinTicket[] }
  | { kind: "denied" }
  | { kind: "failed" };

/** The event's tickets for the door (confirmed, waitlisted, cancelled); 403: not a steward here. */
export async function downloadTickets(fetchFn: FetchLike, eventId: string): Promise<DownloadOutcome> {
  try {
    const response = await fetchFn(`${checkinPath(eventId)}/tickets`, { credentials: "include" });
    if (response.status === 403) return { kind: "denied" };
    if (!response.ok) return { kind: "failed" };
    const body = (await response.json()) as { tickets?: CheckinTicket[] };
    return Array.isArray(body.tickets) ? { kind: "done", tickets: body.tickets } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
