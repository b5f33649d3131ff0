import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminEvent, CheckinMatch, Steward } from "../../../worker/contract/admin-events";
import { apiRequest, getJson } from "../../lib/api";
import { checkinPath } from "./checkin-sync";

const base = "/api/admin/events";
export const adminEventsBase = base;
export const eventPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const fetchAdminEvents = async () => (await getJson<{ events: AdminEvent[] }>(base))?.events ?? [];

export const stewardsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [base, eventId, "stewards"],
    queryFn: async () =>
      (await getJson<{ stewards: Steward[] }>(`${eventPath(eventId)}/stewards`))?.stewards ?? [],
  });

export const csvUrl = (eventId: string) => `${eventPath(eventId)}/rsvps.csv`;

/** Every admin-events mutation refreshes everything under /api/admin/events (counts change too). */
function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}

export const useStewardMutation = () =>
  useAdminMutation(({ eventId, email, remove }: { eventId: string; email: string; remove: boolean }) =>
    apiRequest(remove ? "DELETE" : "POST", `${eventPath(eventId)}/stewards`, { email }),
  );

export const checkinSearchQuery = (eventId: string, q: string) =>
  queryOptions({
    queryKey: [checkinPath(eventId), "search", q],
    queryFn: async () =>
      (
        await getJson<{ matches: CheckinMatch[] }>(
          `${checkinPath(eventId)}/search?q=${encodeURIComponent(q)}`,
        )
      )?.matches ?? [],
    enabled: q.length > 0,
  });

/** datetime-local values are Riyadh wall-clock time (UTC+3 all year, no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
export const toRiyadhInput = (iso: string) =>
  new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
export const fromRiyadhInput = (value: string) => new Date(`${value}:00+03:00`).toISOString();
