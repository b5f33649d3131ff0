import { eventCityNames } from "../../../worker/contract/enums";
import type { EventSummary } from "../../../worker/contract/events";
import { riyadhIso } from "./event-format";

/** schema.org Event for search engines. The RSVP is free, so no offers. */
export function eventJsonLd(event: EventSummary) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: riyadhIso(event.startsAt),
    endDate: riyadhIso(event.endsAt),
    eventStatus: "https://schema.org/EventScheduled",
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

export function EventJsonLd({ event }: { event: EventSummary }) {
  // "<" escaped so a name containing "</script>" cannot end the element early.
  const json = JSON.stringify(eventJsonLd(event)).replaceAll("<", "\\u003c");
  return <script type="application/ld+json">{json}</script>;
}
