import type { EventSummary } from "../../../worker/contract/events";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";

/** Seats left, or the waitlist notice once the event is full (spec point 9). */
export function SpotsBadge({ event }: { event: EventSummary }) {
  const t = useT(eventRsvpMessages);
  const full = event.spotsLeft <= 0;
  const text = full
    ? t("eventFull")
    : event.spotsLeft === 1
      ? t("spotsLeftOne")
      : t("spotsLeft", { n: event.spotsLeft });
  return (
    <p
      data-testid="spots-badge"
      className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-sm font-semibold ${
        full ? "bg-amber-100 text-amber-900" : "bg-brand-50 text-brand-800"
      }`}
    >
      {text}
    </p>
  );
}
