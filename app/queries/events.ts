import { queryOptions } from "@tanstack/react-query";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

// Only the keys and this query live here: route loaders import it, and loaders ship in the first-visit
// bundle (TanStack splits route components, not loaders). Mutations live in ./rsvp.ts.

/**
 * Event query keys. Roots are the API paths: the admin pages still invalidate some of them by path
 * (`["/api/events/photos"]`), so these values must keep matching what they send.
 */
export const eventKeys = {
  upcoming: [api.events.$path()] as const,
  // The prefix of every city event (not a route of its own): a 409 refreshes them all.
  cities: ["/api/events/city"] as const,
  city: (city: string) => [...eventKeys.cities, city.toLowerCase()] as const,
  photos: [api.events.photos.$path()] as const,
  myRsvps: [api.events.rsvps.mine.$path()] as const,
};

/** A city's event; null when the city is unknown or has no event (the API answers 404). */
export const cityEventQuery = (city: string) =>
  queryOptions({
    queryKey: eventKeys.city(city),
    queryFn: async () => {
      try {
        const param = pathParams({ city: city.toLowerCase() });
        return (await unwrap(api.events.city[":city"].$get(param))).event;
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
  });
