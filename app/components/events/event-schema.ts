import { eventCityNames } from "../../../worker/contract/enums";
import type { EventSummary } from "../../../worker/contract/events";
import { riyadhIso } from "./event-format";

/**
 * schema.org Event for search engines. The RSVP is free, so no offers. One builder for the app's event
 * pages and the worker's page heads (worker/pages/item-heads.ts adds the image and the address).
 */
export function eventJsonLd(event: EventSummary) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: riyadhIso(event.startsAt),
    endDate: riyadhIso(event.endsAt),
    eventStatus: `https://schema.org/${event.cancelledAt ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.venue,
      address: {
        "@type": "PostalAddress",
        streetAddress: event.address,
        ...(event.city ? { addressLocality: eventCityNames[event.city] } : {}),
        addressCountry: "SA",
      },
    },
    organizer: { "@type": "Organization", name: "SPPC" },
    maximumAttendeeCapacity: event.capacity,
  };
}
