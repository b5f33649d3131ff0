import { queryOptions } from "@tanstack/react-query";
import type { EventSummary } from "../../worker/contract/events";
import type { MembershipTier } from "../../worker/contract/membership";
import { getJson } from "../lib/api";

export const upcomingEventsQuery = queryOptions({
  queryKey: ["/api/events"],
  queryFn: async () => (await getJson<{ events: EventSummary[] }>("/api/events"))?.events ?? [],
});

export const membershipTiersQuery = queryOptions({
  queryKey: ["/api/membership/tiers"],
  queryFn: async () => (await getJson<{ tiers: MembershipTier[] }>("/api/membership/tiers"))?.tiers ?? [],
});
