import { queryOptions } from "@tanstack/react-query";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

// Only the keys and the queries route loaders use live here: loaders ship in the first-visit bundle
// (TanStack splits route components, not loaders). Other reads and the mutations live in ./rsvp.ts.

/**
 * Event query keys. Roots are the API paths: the admin pages still invalidate some of them by path
 * (`["/api/events/photos"]`), so these values must keep matching what they send. Everything that shows
 * seats (the lists, one event) sits under `upcoming`, so one invalidation refreshes every count.
 */
export const eventKeys = {
  upcoming: [api.events.$path()] as const,
  past: [api.events.$path(), "past"] as const,
  // The prefix of every event read by slug (/events/{slug}): a 409 refreshes them all.
  slugs: ["/api/events/slug"] as const,
  event: (idOrSlug: string) => [...eventKeys.slugs, idOrSlug] as const,
  // The prefix of every city event (not a route of its own): a 409 refreshes them all.
  cities: ["/api/events/city"] as const,
  city: (city: string) => [...eventKeys.cities, city.toLowerCase()] as const,
  photos: [api.events.photos.$path()] as const,
  myRsvps: [api.events.rsvps.mine.$path()] as const,
  tickets: ["/api/events/tickets"] as const,
  ticket: (token: string) => [...eventKeys.tickets, token] as const,
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

/** One event by its slug (or id); null when there is no such event (the API answers 404). */
export const eventQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: eventKeys.event(idOrSlug),
    queryFn: async () => {
      try {
        return (await unwrap(api.events[":event"].$get(pathParams({ event: idOrSlug })))).event;
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
  });

/** The event's calendar file, a plain download link. */
export const eventCalendarHref = (idOrSlug: string) =>
  api.events[":event"]["calendar.ics"].$path(pathParams({ event: idOrSlug }));
