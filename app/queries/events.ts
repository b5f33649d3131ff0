import { queryOptions } from "@tanstack/react-query";
import type { EventSummary } from "../../worker/contract/events";
import { ApiError, getJson } from "../lib/api";

// Only the query lives here: route loaders import it, and loaders ship in the first-visit bundle
// (TanStack splits route components, not loaders). Mutations live in ./rsvp.ts.

/** A city's event; null when the city is unknown or has no event (the API answers 404). */
export const cityEventQuery = (city: string) =>
  queryOptions({
    queryKey: ["/api/events/city", city.toLowerCase()],
    queryFn: async () => {
      try {
        const url = `/api/events/city/${encodeURIComponent(city.toLowerCase())}`;
        return (await getJson<{ event: EventSummary }>(url))?.event ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
