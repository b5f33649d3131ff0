import type { EventSummary } from "../../contract/events";
import { buildIcs } from "../../email/ics";

/**
 * The .ics an event page offers for download (anyone's calendar, not a ticket): one UID per event,
 * so downloading again after a change updates the same calendar entry.
 */
export function eventCalendarFile(event: EventSummary, origin: string, now: Date): string {
  return buildIcs(
    {
      uid: `event-${event.id}@sppc`,
      summary: event.name,
      location: [event.venue, event.address].filter(Boolean).join(", "),
      description: event.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      url: `${origin}/events/${event.slug}`,
    },
    now,
  );
}
