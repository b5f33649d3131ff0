import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api-client";
import { eventKeys } from "./events";
import { membershipKeys } from "./membership-card";

export const upcomingEventsQuery = queryOptions({
  queryKey: eventKeys.upcoming,
  queryFn: async () => (await unwrap(api.events.$get({ query: {} }))).events,
});

export const membershipTiersQuery = queryOptions({
  queryKey: membershipKeys.tiers,
  queryFn: async () => (await unwrap(api.membership.tiers.$get())).tiers,
});

/** Approved event photos for the public galleries (landing and /events). */
export const approvedPhotosQuery = queryOptions({
  queryKey: eventKeys.photos,
  queryFn: async () => (await unwrap(api.events.photos.$get())).photos,
});
