import { queryOptions } from "@tanstack/react-query";
import type { Language } from "../../worker/contract/enums";
import type { EventSummary } from "../../worker/contract/events";
import { api, unwrap } from "../lib/api-client";
import { eventKeys } from "./events";
import { membershipKeys } from "./membership-card";

export const upcomingEventsQuery = queryOptions({
  queryKey: eventKeys.upcoming,
  queryFn: async () => (await unwrap(api.events.$get({ query: {} }))).events,
});

/** The next flagship event, else the biggest upcoming one (cancelled ones never): the list is soonest first. */
export function flagshipOf(events: EventSummary[] = []) {
  const upcoming = events.filter((event) => !event.cancelledAt);
  return (
    upcoming.find((event) => event.isFlagship) ??
    upcoming.reduce<EventSummary | undefined>(
      (big, event) => (big && big.capacity >= event.capacity ? big : event),
      undefined,
    )
  );
}

/**
 * The event the site promotes (the landing's promo, the sponsors' pitch on /partnerships): picked
 * from the upcoming list, so both read the one cached answer. `data` is undefined when there is none.
 */
export const flagshipEventQuery = queryOptions({ ...upcomingEventsQuery, select: flagshipOf });

/**
 * The tiers with names and benefits in `language` (the API reads the `lang` cookie): the key holds the
 * language, so a switch fetches the new language's answer instead of showing the cached one.
 */
export const membershipTiersQuery = (language: Language) =>
  queryOptions({
    queryKey: [...membershipKeys.tiers, language] as const,
    queryFn: async () => (await unwrap(api.membership.tiers.$get())).tiers,
  });

/** Approved event photos for the public galleries (landing and /events). */
export const approvedPhotosQuery = queryOptions({
  queryKey: eventKeys.photos,
  queryFn: async () => (await unwrap(api.events.photos.$get())).photos,
});
