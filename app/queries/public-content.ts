import { queryOptions } from "@tanstack/react-query";
import type { EventSummary } from "../../worker/contract/events";
import type { MembershipTier } from "../../worker/contract/membership";
import type { EventPhoto } from "../../worker/contract/photos";
import { getJson } from "../lib/api";

export const upcomingEventsQuery = queryOptions({
  queryKey: ["/api/events"],
  queryFn: async () => (await getJson<{ events: EventSummary[] }>("/api/events"))?.events ?? [],
});

export const membershipTiersQuery = queryOptions({
  queryKey: ["/api/membership/tiers"],
  queryFn: async () => (await getJson<{ tiers: MembershipTier[] }>("/api/membership/tiers"))?.tiers ?? [],
});

/** Approved event photos for the public galleries (landing and /events). */
export const approvedPhotosQuery = queryOptions({
  queryKey: ["/api/events/photos"],
  queryFn: async () => (await getJson<{ photos: EventPhoto[] }>("/api/events/photos"))?.photos ?? [],
});
