import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { checkinPath } from "./checkin-sync";

export const adminEvents = api.admin.events;
/** One event's routes: `adminEvent.close.$post(eventParam(id))`. */
export const adminEvent = adminEvents[":id"];
export const eventParam = (id: string) => pathParams({ id });
const base = adminEvents.$path();
export const adminEventsBase = base;

export const fetchAdminEvents = async () => (await unwrap(adminEvents.$get())).events;

export const stewardsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [base, eventId, "stewards"],
    queryFn: async () => (await unwrap(adminEvent.stewards.$get(eventParam(eventId)))).stewards,
  });

export const csvUrl = (eventId: string) => adminEvent["rsvps.csv"].$path(eventParam(eventId));
export const xlsxUrl = (eventId: string) => adminEvent["rsvps.xlsx"].$path(eventParam(eventId));

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
    remove
      ? expectOk(adminEvent.stewards.$delete({ ...eventParam(eventId), query: { email } }))
      : expectOk(adminEvent.stewards.$post({ ...eventParam(eventId), json: { email } })),
  );

export const checkinSearchQuery = (eventId: string, q: string) =>
  queryOptions({
    queryKey: [checkinPath(eventId), "search", q],
    queryFn: async () =>
      (await unwrap(api.events.checkin[":eventId"].search.$get({ ...pathParams({ eventId }), query: { q } })))
        .matches,
    enabled: q.length > 0,
  });

/** How often the steward screen asks for "Checked in X of Y" while online. */
export const STATS_EVERY_MS = 5000;

export const checkinStatsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [checkinPath(eventId), "stats"],
    queryFn: () => unwrap(api.events.checkin[":eventId"].stats.$get(pathParams({ eventId }))),
    refetchInterval: STATS_EVERY_MS,
  });

/** datetime-local values are Riyadh wall-clock time (UTC+3 all year, no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
export const toRiyadhInput = (iso: string) =>
  new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
export const fromRiyadhInput = (value: string) => new Date(`${value}:00+03:00`).toISOString();
